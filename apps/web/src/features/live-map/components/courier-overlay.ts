import type { Map as MapLibreMap } from 'maplibre-gl';
import type { CourierState, CourierStore } from '../lib/courier-store';
import { STATUS_ORDER } from '../lib/courier-store';
import { courierRadius, latOf, lngOf, mercatorX, mercatorY, nearestPoint, rgb, strokeWidth, type FlatProjection } from '../lib/overlay-math';
import { JOKER_STROKE, STATUS_COLORS } from '../lib/status-colors';

const SELECTED_RING = { radius: 13, width: 3, color: rgb('#1668dc') };
/** Hit-test distance of a click, CSS px (at least; a bigger dot counts whole). */
const HIT_PX = 8;

// Positions are Web-Mercator coordinates relative to the overlay's origin (a point near the couriers): small
// numbers, so float32 keeps them to well under a pixel even at the highest zoom.
const VERTEX = `
attribute vec2 a_pos;
attribute vec2 a_style; // status index, joker (0/1)
uniform vec2 u_origin;  // CSS px of the origin
uniform float u_scale;  // world size, CSS px
uniform vec2 u_size;    // canvas, CSS px
uniform float u_dpr;
uniform float u_radius; // fill radius, CSS px
uniform float u_mode;   // 0: couriers, 1: the selection ring
uniform vec3 u_colors[4];
varying vec3 v_fill;
varying vec3 v_stroke;
varying float v_inner;  // fill radius / outer radius
varying float v_outer;  // outer radius, device px
varying float v_hollow;
void main() {
  vec2 px = u_origin + a_pos * u_scale;
  gl_Position = vec4(px.x / u_size.x * 2.0 - 1.0, 1.0 - px.y / u_size.y * 2.0, 0.0, 1.0);
  float joker = a_style.y;
  float radius = u_mode > 0.5 ? ${SELECTED_RING.radius.toFixed(1)} : u_radius;
  float stroke = u_mode > 0.5 ? ${SELECTED_RING.width.toFixed(1)} : (joker > 0.5 ? 2.5 : 1.0);
  float outer = radius + stroke * (u_mode > 0.5 ? 0.5 : 1.0);
  float inner = u_mode > 0.5 ? radius - stroke * 0.5 : radius;
  v_outer = outer * u_dpr;
  v_inner = inner / outer;
  v_hollow = u_mode;
  int s = int(a_style.x + 0.5);
  v_fill = s == 0 ? u_colors[0] : s == 1 ? u_colors[1] : s == 2 ? u_colors[2] : u_colors[3];
  v_stroke = u_mode > 0.5 ? vec3(${SELECTED_RING.color.map((c) => c.toFixed(4)).join(', ')}) : (joker > 0.5 ? vec3(${rgb(JOKER_STROKE)
    .map((c) => c.toFixed(4))
    .join(', ')}) : vec3(1.0));
  gl_PointSize = 2.0 * v_outer + 2.0; // one device px of room for the antialiased edge
}`;

const FRAGMENT = `
precision mediump float;
varying vec3 v_fill;
varying vec3 v_stroke;
varying float v_inner;
varying float v_outer;
varying float v_hollow;
void main() {
  // Distance from the centre in device px; the sprite is 2 * v_outer + 2 px wide.
  float d = length(gl_PointCoord - 0.5) * (2.0 * v_outer + 2.0);
  float alpha = clamp(v_outer - d + 0.5, 0.0, 1.0);
  if (alpha <= 0.0) discard;
  float edge = clamp(d - v_inner * v_outer + 0.5, 0.0, 1.0); // 0 inside the fill, 1 on the stroke
  if (v_hollow > 0.5) alpha *= edge;
  vec3 c = mix(v_fill, v_stroke, edge);
  gl_FragColor = vec4(c * alpha, alpha);
}`;

/**
 * The couriers, drawn in their own WebGL canvas over the map (MapLibre then redraws only on pan and zoom): one
 * vertex buffer of positions updated in place (`bufferSubData`) at most once per animation frame when couriers move,
 * one of styles (status, joker) rebuilt when membership or statuses change, projected with the map's current
 * transform. The map is flat (no pitch, no rotation), so the projection is a scale and an offset.
 */
export class CourierOverlay {
  readonly canvas: HTMLCanvasElement;
  private gl: WebGLRenderingContext | null = null;
  private program: WebGLProgram | null = null;
  private posBuffer: WebGLBuffer | null = null;
  private styleBuffer: WebGLBuffer | null = null;
  private uniforms: Record<string, WebGLUniformLocation | null> = {};
  private attribs = { pos: -1, style: -1 };
  private capacity = 0;

  /** Mercator coordinates of the origin (couriers are stored relative to it). */
  private originX: number;
  private originY: number;
  /** Drawn couriers, one slot each (same order in both buffers). */
  private slots: CourierState[] = [];
  private slotOf = new Map<string, number>();
  private positions = new Float32Array(0);
  private styles = new Uint8Array(0);
  private layoutVersion = -1;
  private positionsDirty = true;
  private zoneIds: readonly string[] = [];
  private selectedId: string | null = null;
  private frame = 0;
  private projection: FlatProjection = { originX: 0, originY: 0, scale: 1 };
  private width = 0;
  private height = 0;
  private dpr = 1;
  /** Overlay draws so far (test hooks and the frame counter). */
  draws = 0;
  lastDrawAt = 0;
  private readonly off: (() => void)[] = [];

  constructor(
    private readonly map: MapLibreMap,
    private readonly store: CourierStore,
  ) {
    const c = map.getCenter();
    this.originX = mercatorX(c.lng);
    this.originY = mercatorY(c.lat);
    const canvas = document.createElement('canvas');
    canvas.className = 'live-map-couriers';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.setAttribute('data-testid', 'courier-overlay');
    Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none' });
    this.canvas = canvas;
    map.getCanvasContainer().appendChild(canvas);
    canvas.addEventListener('webglcontextlost', this.onLost);
    canvas.addEventListener('webglcontextrestored', this.onRestored);
    this.init();
    this.resize();

    const onMove = () => this.drawNow();
    const onResize = () => {
      this.resize();
      this.drawNow();
    };
    map.on('move', onMove);
    map.on('resize', onResize);
    this.off.push(
      () => map.off('move', onMove),
      () => map.off('resize', onResize),
      store.onPositions(() => {
        this.positionsDirty = true;
        this.request();
      }),
    );
  }

  destroy() {
    cancelAnimationFrame(this.frame);
    this.off.forEach((f) => f());
    this.canvas.removeEventListener('webglcontextlost', this.onLost);
    this.canvas.removeEventListener('webglcontextrestored', this.onRestored);
    this.gl?.getExtension('WEBGL_lose_context')?.loseContext();
    this.canvas.remove();
  }

  setZones(zoneIds: readonly string[]) {
    this.zoneIds = zoneIds;
    this.layoutVersion = -1;
    this.request();
  }

  setSelected(id: string | null) {
    this.selectedId = id;
    this.request();
  }

  /** Drawn couriers (synthetic ones included). */
  get count() {
    this.sync();
    return this.slots.length;
  }

  /** Sprite width of a plain (non-joker) courier dot at the current zoom, device px. */
  dotPx() {
    return 2 * (courierRadius(this.map.getZoom()) + strokeWidth(false)) * this.dpr + 2;
  }

  /** Real (non-synthetic) couriers drawn. */
  realCount() {
    this.sync();
    let n = 0;
    for (const c of this.slots) if (!c.synthetic) n++;
    return n;
  }

  /** [lng, lat] as drawn — read back from the position buffer — or null when the courier is not drawn. */
  positionOf(id: string): [number, number] | null {
    const i = this.slotOf.get(id);
    if (i === undefined || i >= this.slots.length) return null;
    return [lngOf(this.originX + this.positions[i * 2]), latOf(this.originY + this.positions[i * 2 + 1])];
  }

  /** CSS px (relative to the map container) where a courier is drawn, or null. */
  screenOf(id: string): [number, number] | null {
    const i = this.slotOf.get(id);
    if (i === undefined) return null;
    const p = this.projection;
    return [p.originX + this.positions[i * 2] * p.scale, p.originY + this.positions[i * 2 + 1] * p.scale];
  }

  /** The real courier drawn nearest to a point of the map container (CSS px), within the hit distance. */
  hitTest(x: number, y: number): string | null {
    this.updateProjection();
    const maxPx = Math.max(HIT_PX, courierRadius(this.map.getZoom()) + 1);
    const i = nearestPoint(this.positions, this.slots.length, this.projection, x, y, maxPx, (k) => !!this.slots[k].synthetic);
    return i < 0 ? null : this.slots[i].id;
  }

  /** Schedules one draw on the next animation frame (coalesced). */
  request() {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.drawNow());
  }

  /** Draws now (the map moved: same frame as the basemap). */
  drawNow() {
    if (this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
    this.sync();
    const gl = this.gl;
    if (!gl || !this.program || gl.isContextLost()) return;
    this.updateProjection();
    const w = this.canvas.width;
    const h = this.canvas.height;
    gl.viewport(0, 0, w, h);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    const n = this.slots.length;
    if (n) {
      const u = this.uniforms;
      const p = this.projection;
      gl.useProgram(this.program);
      gl.uniform2f(u.u_origin, p.originX, p.originY);
      gl.uniform1f(u.u_scale, p.scale);
      gl.uniform2f(u.u_size, this.width, this.height);
      gl.uniform1f(u.u_dpr, this.dpr);
      gl.uniform1f(u.u_radius, courierRadius(this.map.getZoom()));
      gl.uniform1f(u.u_mode, 0);
      gl.drawArrays(gl.POINTS, 0, n);
      const sel = this.selectedId ? this.slotOf.get(this.selectedId) : undefined;
      if (sel !== undefined) {
        gl.uniform1f(u.u_mode, 1);
        gl.drawArrays(gl.POINTS, sel, 1);
      }
    }
    this.draws++;
    this.lastDrawAt = performance.now();
  }

  /** Brings the buffers up to date with the store: layout (membership, styles) and positions. */
  private sync() {
    if (this.layoutVersion !== this.store.layoutVersion) this.rebuildLayout();
    if (this.positionsDirty) this.writePositions();
  }

  private rebuildLayout() {
    this.layoutVersion = this.store.layoutVersion;
    const zones = this.zoneIds;
    const slots = zones.length ? this.store.positioned.filter((c) => zones.includes(c.zoneId)) : this.store.positioned.slice();
    this.slots = slots;
    this.slotOf.clear();
    if (slots.length > this.capacity) this.grow(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const c = slots[i];
      this.slotOf.set(c.id, i);
      this.styles[i * 2] = STATUS_ORDER.indexOf(c.status);
      this.styles[i * 2 + 1] = c.isJoker ? 1 : 0;
    }
    const gl = this.gl;
    if (gl && this.styleBuffer && slots.length) {
      gl.bindBuffer(gl.ARRAY_BUFFER, this.styleBuffer);
      gl.bufferSubData(gl.ARRAY_BUFFER, 0, this.styles.subarray(0, slots.length * 2));
    }
    this.positionsDirty = true;
  }

  /** Copies every drawn courier's position into the vertex buffer, in place. */
  private writePositions() {
    this.positionsDirty = false;
    const pos = this.positions;
    const slots = this.slots;
    for (let i = 0; i < slots.length; i++) {
      const p = slots[i].position!;
      pos[i * 2] = mercatorX(p[0]) - this.originX;
      pos[i * 2 + 1] = mercatorY(p[1]) - this.originY;
    }
    const gl = this.gl;
    if (gl && this.posBuffer && slots.length) {
      gl.bindBuffer(gl.ARRAY_BUFFER, this.posBuffer);
      gl.bufferSubData(gl.ARRAY_BUFFER, 0, pos.subarray(0, slots.length * 2));
    }
  }

  private grow(n: number) {
    let cap = Math.max(256, this.capacity);
    while (cap < n) cap *= 2;
    this.capacity = cap;
    const positions = new Float32Array(cap * 2);
    positions.set(this.positions.subarray(0, Math.min(this.positions.length, positions.length)));
    this.positions = positions;
    this.styles = new Uint8Array(cap * 2);
    this.allocate();
  }

  /** (Re)creates both buffers at the current capacity. */
  private allocate() {
    const gl = this.gl;
    if (!gl || !this.posBuffer || !this.styleBuffer) return;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.posBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, this.positions, gl.DYNAMIC_DRAW);
    gl.vertexAttribPointer(this.attribs.pos, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.styleBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, this.styles, gl.DYNAMIC_DRAW);
    gl.vertexAttribPointer(this.attribs.style, 2, gl.UNSIGNED_BYTE, false, 0, 0);
  }

  /**
   * Scale and offset of the flat map from MapLibre itself: the origin's pixel, and the world size from two
   * projected points (no assumption about MapLibre's tile size).
   */
  private updateProjection() {
    const o = this.map.project([lngOf(this.originX), latOf(this.originY)]);
    const dx = 0.01;
    const e = this.map.project([lngOf(this.originX + dx), latOf(this.originY)]);
    this.projection = { originX: o.x, originY: o.y, scale: (e.x - o.x) / dx };
  }

  private resize() {
    const mapCanvas = this.map.getCanvas();
    this.width = mapCanvas.clientWidth;
    this.height = mapCanvas.clientHeight;
    this.dpr = window.devicePixelRatio || 1;
    this.canvas.width = Math.max(1, Math.round(this.width * this.dpr));
    this.canvas.height = Math.max(1, Math.round(this.height * this.dpr));
    this.canvas.style.width = `${this.width}px`;
    this.canvas.style.height = `${this.height}px`;
  }

  private init() {
    const gl = this.canvas.getContext('webgl', { alpha: true, premultipliedAlpha: true, antialias: false, depth: false, stencil: false, preserveDrawingBuffer: false });
    this.gl = gl;
    if (!gl) return;
    const shader = (type: number, src: string) => {
      const s = gl.createShader(type)!;
      gl.shaderSource(s, src);
      gl.compileShader(s);
      if (!gl.getShaderParameter(s, gl.COMPILE_STATUS) && !gl.isContextLost()) throw new Error(`courier overlay shader: ${gl.getShaderInfoLog(s)}`);
      return s;
    };
    const program = gl.createProgram()!;
    gl.attachShader(program, shader(gl.VERTEX_SHADER, VERTEX));
    gl.attachShader(program, shader(gl.FRAGMENT_SHADER, FRAGMENT));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) throw new Error(`courier overlay program: ${gl.getProgramInfoLog(program)}`);
    gl.useProgram(program);
    this.program = program;
    for (const name of ['u_origin', 'u_scale', 'u_size', 'u_dpr', 'u_radius', 'u_mode']) this.uniforms[name] = gl.getUniformLocation(program, name);
    const colors = STATUS_ORDER.flatMap((s) => rgb(STATUS_COLORS[s]));
    gl.uniform3fv(gl.getUniformLocation(program, 'u_colors'), new Float32Array(colors));
    this.attribs = { pos: gl.getAttribLocation(program, 'a_pos'), style: gl.getAttribLocation(program, 'a_style') };
    this.posBuffer = gl.createBuffer();
    this.styleBuffer = gl.createBuffer();
    gl.enableVertexAttribArray(this.attribs.pos);
    gl.enableVertexAttribArray(this.attribs.style);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    if (this.capacity) this.allocate();
    else this.grow(1);
    this.layoutVersion = -1;
  }

  private onLost = (e: Event) => {
    e.preventDefault();
    this.program = null;
  };

  private onRestored = () => {
    this.init();
    this.drawNow();
  };
}
