import type { CustomLayerInterface, Map as MapLibreMap } from 'maplibre-gl';
import type { CourierState, CourierStore } from '../lib/courier-store';
import { STATUS_ORDER } from '../lib/courier-store';
import { courierRadius, dotsBox, latOf, lngOf, mercatorX, mercatorY, nearestPoint, rgb, strokeWidth, type FlatProjection } from '../lib/overlay-math';
import { JOKER_STROKE, STATUS_COLORS } from '../lib/status-colors';

type Box = [number, number, number, number];

const SELECTED_RING = { radius: 13, width: 3, color: rgb('#1668dc') };
/** Hit-test distance of a click, CSS px (at least; a bigger dot counts whole). */
const HIT_PX = 8;

// Positions are Web-Mercator coordinates relative to the layer's origin (a point near the couriers): small
// numbers, so float32 keeps them to well under a pixel even at the highest zoom. GLSL ES 3.00 (MapLibre's context
// is WebGL2): a point's style is the same over its whole sprite, so its varyings are `flat` — a software renderer
// then does not interpolate them for every pixel.
const VERTEX = `#version 300 es
in vec2 a_pos;
in vec2 a_style; // status index, joker (0/1)
uniform vec2 u_origin;  // CSS px of the origin
uniform float u_scale;  // world size, CSS px
uniform vec2 u_size;    // canvas, CSS px
uniform float u_dpr;
uniform float u_radius; // fill radius, CSS px
uniform float u_mode;   // 0: couriers, 1: the selection ring
uniform vec3 u_colors[4];
flat out vec3 v_fill;
flat out vec3 v_stroke;
flat out float v_inner;  // fill radius / outer radius
flat out float v_outer;  // outer radius, device px
flat out float v_hollow;
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

const FRAGMENT = `#version 300 es
precision mediump float;
flat in vec3 v_fill;
flat in vec3 v_stroke;
flat in float v_inner;
flat in float v_outer;
flat in float v_hollow;
out vec4 fragColor;
void main() {
  // Distance from the centre in device px; the sprite is 2 * v_outer + 2 px wide.
  float d = length(gl_PointCoord - 0.5) * (2.0 * v_outer + 2.0);
  float alpha = clamp(v_outer - d + 0.5, 0.0, 1.0);
  if (alpha <= 0.0) discard;
  float edge = clamp(d - v_inner * v_outer + 0.5, 0.0, 1.0); // 0 inside the fill, 1 on the stroke
  if (v_hollow > 0.5) alpha *= edge;
  vec3 c = mix(v_fill, v_stroke, edge);
  fragColor = vec4(c * alpha, alpha);
}`;

/**
 * The couriers, a MapLibre custom layer drawn last into the map's own WebGL canvas (one canvas on the page, so the
 * compositor has one surface to draw per frame): one vertex buffer of positions updated in place (`bufferSubData`)
 * when couriers moved, one of styles (status, joker) rebuilt when membership or statuses change, projected with the
 * map's current transform. The map is flat (no pitch, no rotation), so the projection is a scale and an offset.
 *
 * Two kinds of frames:
 * - MapLibre's (the map moved, tiles or data changed): MapLibre draws every layer, then this one, which first copies
 *   the finished map into a renderbuffer of its own (one `blitFramebuffer`) and then draws the dots;
 * - courier frames (couriers moved, the map did not): at most one per animation frame, outside MapLibre's render
 *   loop, the copy is blitted back over the canvas and the dots drawn on it. Redrawing the whole map for moving
 *   dots costs a software renderer (SwiftShader: no GPU here) 60–130 ms a frame; the copy costs about a clear.
 * GL state: MapLibre resets its state cache at the start of each of its frames ("a custom layer may have used the
 * context asynchronously"); a courier frame leaves the framebuffer, vertex array and buffer bindings unbound.
 */
export class CourierLayer implements CustomLayerInterface {
  readonly id = 'couriers';
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private map: MapLibreMap | null = null;
  private gl: WebGL2RenderingContext | null = null;
  private program: WebGLProgram | null = null;
  private vao: WebGLVertexArrayObject | null = null;
  private posBuffer: WebGLBuffer | null = null;
  private styleBuffer: WebGLBuffer | null = null;
  private uniforms: Record<string, WebGLUniformLocation | null> = {};
  /** Couriers the GPU buffers have room for (0: not allocated in this context). */
  private gpuCapacity = 0;
  private capacity = 0;

  /** Mercator coordinates of the origin (couriers are stored relative to it); set from the map's first centre. */
  private originX = 0;
  private originY = 0;
  private originSet = false;
  /** Drawn couriers, one slot each (same order in both buffers). */
  private slots: CourierState[] = [];
  private slotOf = new Map<string, number>();
  private positions = new Float32Array(0);
  private styles = new Uint8Array(0);
  private layoutVersion = -1;
  private positionsDirty = true;
  /** The GPU copies are behind the CPU ones. */
  private gpuStylesDirty = true;
  private gpuPositionsDirty = true;
  private zoneIds: readonly string[] = [];
  private selectedId: string | null = null;
  private projection: FlatProjection = { originX: 0, originY: 0, scale: 1 };
  /** The map as MapLibre last drew it (without the couriers), for courier frames; null until then. */
  private mapCopy: { fbo: WebGLFramebuffer; rbo: WebGLRenderbuffer; width: number; height: number } | null = null;
  /** The copy is what MapLibre last drew (cleared by context loss, a failed blit, a layer over this one). */
  private mapCopyValid = false;
  /** `blitFramebuffer` from the canvas worked (checked once per context). */
  private blitChecked = false;
  private frame = 0;
  /** Draws so far, MapLibre's and courier frames (test hooks and the frame counter). */
  draws = 0;
  /** Courier frames so far (drawn over the copy of the map, without MapLibre). */
  courierFrames = 0;
  lastDrawAt = 0;
  private readonly offStore: () => void;

  constructor(private readonly store: CourierStore) {
    this.offStore = store.onPositions(() => {
      this.positionsDirty = true;
      this.request();
    });
  }

  /** Stops listening to the store (the map removes the layer itself). */
  destroy() {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.offStore();
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

  /**
   * The couriers changed: one courier frame on the next animation frame (coalesced), or a MapLibre frame while
   * there is no copy of the map to draw on.
   */
  request() {
    if (this.mapCopyValid) {
      if (!this.frame) this.frame = requestAnimationFrame(this.courierFrame);
    } else this.map?.triggerRepaint();
  }

  /** Drawn couriers (synthetic ones included). */
  get count() {
    this.sync();
    return this.slots.length;
  }

  /** Sprite width of a plain (non-joker) courier dot at the current zoom, device px. */
  dotPx() {
    const map = this.map;
    return map ? 2 * (courierRadius(map.getZoom()) + strokeWidth(false)) * map.getPixelRatio() + 2 : 0;
  }

  /** Real (non-synthetic) couriers drawn. */
  realCount() {
    this.sync();
    let n = 0;
    for (const c of this.slots) if (!c.synthetic) n++;
    return n;
  }

  /** [lng, lat] as drawn — read back from the positions the vertex buffer is filled from — or null when not drawn. */
  positionOf(id: string): [number, number] | null {
    this.sync();
    const i = this.slotOf.get(id);
    if (i === undefined || i >= this.slots.length) return null;
    return [lngOf(this.originX + this.positions[i * 2]), latOf(this.originY + this.positions[i * 2 + 1])];
  }

  /** CSS px (relative to the map container) where a courier is drawn, or null. */
  screenOf(id: string): [number, number] | null {
    const i = this.slotOf.get(id);
    if (i === undefined || !this.map) return null;
    this.updateProjection(this.map);
    const p = this.projection;
    return [p.originX + this.positions[i * 2] * p.scale, p.originY + this.positions[i * 2 + 1] * p.scale];
  }

  /** The real courier drawn nearest to a point of the map container (CSS px), within the hit distance. */
  hitTest(x: number, y: number): string | null {
    const map = this.map;
    if (!map) return null;
    this.updateProjection(map);
    const maxPx = Math.max(HIT_PX, courierRadius(map.getZoom()) + 1);
    const i = nearestPoint(this.positions, this.slots.length, this.projection, x, y, maxPx, (k) => !!this.slots[k].synthetic);
    return i < 0 ? null : this.slots[i].id;
  }

  onAdd(map: MapLibreMap, gl: WebGL2RenderingContext) {
    this.map = map;
    if (!this.originSet) {
      const c = map.getCenter();
      this.originX = mercatorX(c.lng);
      this.originY = mercatorY(c.lat);
      this.originSet = true;
      this.positionsDirty = true;
    }
    this.init(gl);
  }

  onRemove(_map: MapLibreMap, gl: WebGL2RenderingContext) {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (!gl.isContextLost()) {
      gl.deleteProgram(this.program);
      gl.deleteBuffer(this.posBuffer);
      gl.deleteBuffer(this.styleBuffer);
      gl.deleteVertexArray(this.vao);
      if (this.mapCopy) {
        gl.deleteFramebuffer(this.mapCopy.fbo);
        gl.deleteRenderbuffer(this.mapCopy.rbo);
      }
    }
    this.gl = null;
    this.program = null;
    this.vao = null;
    this.mapCopy = null;
    this.mapCopyValid = false;
    this.blitChecked = false;
    this.gpuCapacity = 0;
    this.map = null;
  }

  /** MapLibre's frame: every layer below is drawn; keep a copy of that, then draw the dots. */
  render(gl: WebGL2RenderingContext) {
    const map = this.map;
    if (!map || !this.program || gl !== this.gl) return;
    this.copyMap(gl, map);
    this.drawDots(gl, map);
    gl.bindVertexArray(null);
  }

  /** A courier frame: the copy of the map back on the canvas, the dots over it; MapLibre does not draw. */
  private courierFrame = (now: number) => {
    this.frame = 0;
    const map = this.map;
    const gl = this.gl;
    if (!map || !gl || !this.program || gl.isContextLost()) return;
    // MapLibre drew this frame already (the dots with it).
    if (this.lastMapFrameAt >= now) return;
    const copy = this.mapCopy;
    if (!this.mapCopyValid || !copy || copy.width !== gl.drawingBufferWidth || copy.height !== gl.drawingBufferHeight || this.coveredByLayers(map)) {
      this.mapCopyValid = false;
      map.triggerRepaint();
      return;
    }
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.disable(gl.SCISSOR_TEST);
    gl.colorMask(true, true, true, true);
    let box: Box = [0, 0, copy.width, copy.height];
    if (this.preserved && this.dotsBox) box = this.dotsBox;
    else {
      // First a clear: the browser clears a presented canvas (preserveDrawingBuffer: false) before the next clear or
      // draw call, not before a blit, so without it the first draw would wipe the blitted map. This clear is that one.
      gl.clear(gl.COLOR_BUFFER_BIT);
    }
    // With a preserved drawing buffer the canvas still shows the last frame: only where its dots were needs the map
    // back (the rest is the map already); otherwise all of it.
    if (box[2] > box[0] && box[3] > box[1]) {
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, copy.fbo);
      gl.blitFramebuffer(box[0], box[1], box[2], box[3], box[0], box[1], box[2], box[3], gl.COLOR_BUFFER_BIT, gl.NEAREST);
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    }
    gl.viewport(0, 0, copy.width, copy.height);
    this.drawDots(gl, map);
    gl.bindVertexArray(null);
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    this.courierFrames++;
  };

  private lastMapFrameAt = 0;
  /** The canvas keeps its pixels between frames (MapLibre's `preserveDrawingBuffer`). */
  private preserved = false;
  /** Device px (GL's, from the bottom left) the last frame's dots covered: [x0, y0, x1, y1], or null. */
  private dotsBox: Box | null = null;

  /** Another layer drawn over this one would be missing from courier frames: MapLibre draws those. */
  private coveredByLayers(map: MapLibreMap) {
    const order = map.getLayersOrder();
    return order[order.length - 1] !== this.id;
  }

  /** Copies what MapLibre drew so far this frame (the whole map without the couriers) into the renderbuffer. */
  private copyMap(gl: WebGL2RenderingContext, map: MapLibreMap) {
    this.lastMapFrameAt = performance.now();
    if (map.isMoving()) {
      // MapLibre draws every frame of a pan or zoom (the couriers with it): no copy until the map rests. The first
      // courier change after that asks MapLibre for one more frame, which copies.
      this.mapCopyValid = false;
      return;
    }
    const width = gl.drawingBufferWidth;
    const height = gl.drawingBufferHeight;
    let copy = this.mapCopy;
    if (!copy || copy.width !== width || copy.height !== height) {
      if (copy) {
        gl.deleteFramebuffer(copy.fbo);
        gl.deleteRenderbuffer(copy.rbo);
      }
      const rbo = gl.createRenderbuffer()!;
      gl.bindRenderbuffer(gl.RENDERBUFFER, rbo);
      gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, width, height);
      gl.bindRenderbuffer(gl.RENDERBUFFER, null);
      const fbo = gl.createFramebuffer()!;
      gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, fbo);
      gl.framebufferRenderbuffer(gl.DRAW_FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, rbo);
      copy = this.mapCopy = { fbo, rbo, width, height };
    }
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, copy.fbo);
    gl.disable(gl.SCISSOR_TEST);
    gl.blitFramebuffer(0, 0, width, height, 0, 0, width, height, gl.COLOR_BUFFER_BIT, gl.NEAREST);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    if (!this.blitChecked) {
      // Once per context (getError waits for the GPU): without a working copy, every frame is MapLibre's.
      this.blitChecked = true;
      const error = gl.getError();
      if (error !== gl.NO_ERROR) {
        console.warn(`courier layer: copying the map failed (GL error ${error}); couriers redraw the whole map`);
        this.mapCopy = null;
        gl.deleteFramebuffer(copy.fbo);
        gl.deleteRenderbuffer(copy.rbo);
      }
    }
    this.mapCopyValid = !!this.mapCopy && !this.coveredByLayers(map);
  }

  /** The dots (and the selection ring) into the bound framebuffer, from the current positions. */
  private drawDots(gl: WebGL2RenderingContext, map: MapLibreMap) {
    this.sync();
    const n = this.slots.length;
    this.dotsBox = null;
    if (n) {
      this.upload(gl);
      this.updateProjection(map);
      const dpr = map.getPixelRatio();
      const u = this.uniforms;
      const p = this.projection;
      gl.useProgram(this.program);
      gl.bindVertexArray(this.vao);
      // Premultiplied colours; depth and stencil are no concern of the dots.
      gl.disable(gl.DEPTH_TEST);
      gl.disable(gl.STENCIL_TEST);
      gl.enable(gl.BLEND);
      gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
      gl.uniform2f(u.u_origin, p.originX, p.originY);
      gl.uniform1f(u.u_scale, p.scale);
      gl.uniform2f(u.u_size, gl.drawingBufferWidth / dpr, gl.drawingBufferHeight / dpr);
      gl.uniform1f(u.u_dpr, dpr);
      gl.uniform1f(u.u_radius, courierRadius(map.getZoom()));
      gl.uniform1f(u.u_mode, 0);
      gl.drawArrays(gl.POINTS, 0, n);
      const sel = this.selectedId ? this.slotOf.get(this.selectedId) : undefined;
      if (sel !== undefined) {
        gl.uniform1f(u.u_mode, 1);
        gl.drawArrays(gl.POINTS, sel, 1);
      }
      // The biggest sprite drawn: the selection ring or a joker's dot, with its antialiased edge.
      const reach = Math.max(SELECTED_RING.radius + SELECTED_RING.width / 2, courierRadius(map.getZoom()) + strokeWidth(true)) * dpr + 2;
      this.dotsBox = dotsBox(this.positions, n, p, dpr, reach, gl.drawingBufferWidth, gl.drawingBufferHeight);
    }
    this.draws++;
    this.lastDrawAt = performance.now();
  }

  /** Brings the CPU copies up to date with the store: layout (membership, styles) and positions. */
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
    this.gpuStylesDirty = true;
    this.positionsDirty = true;
  }

  /** Copies every drawn courier's position into the CPU copy of the vertex buffer. */
  private writePositions() {
    this.positionsDirty = false;
    const pos = this.positions;
    const slots = this.slots;
    for (let i = 0; i < slots.length; i++) {
      const p = slots[i].position!;
      pos[i * 2] = mercatorX(p[0]) - this.originX;
      pos[i * 2 + 1] = mercatorY(p[1]) - this.originY;
    }
    this.gpuPositionsDirty = true;
  }

  private grow(n: number) {
    let cap = Math.max(256, this.capacity);
    while (cap < n) cap *= 2;
    this.capacity = cap;
    const positions = new Float32Array(cap * 2);
    positions.set(this.positions.subarray(0, Math.min(this.positions.length, positions.length)));
    this.positions = positions;
    this.styles = new Uint8Array(cap * 2);
  }

  /** The GPU buffers: (re)allocated when the capacity grew, otherwise updated in place (`bufferSubData`). */
  private upload(gl: WebGL2RenderingContext) {
    const n = this.slots.length;
    if (this.gpuCapacity !== this.capacity) {
      this.gpuCapacity = this.capacity;
      gl.bindBuffer(gl.ARRAY_BUFFER, this.posBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, this.positions, gl.DYNAMIC_DRAW);
      gl.bindBuffer(gl.ARRAY_BUFFER, this.styleBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, this.styles, gl.DYNAMIC_DRAW);
      this.gpuPositionsDirty = this.gpuStylesDirty = false;
    }
    if (this.gpuStylesDirty) {
      this.gpuStylesDirty = false;
      gl.bindBuffer(gl.ARRAY_BUFFER, this.styleBuffer);
      gl.bufferSubData(gl.ARRAY_BUFFER, 0, this.styles.subarray(0, n * 2));
    }
    if (this.gpuPositionsDirty) {
      this.gpuPositionsDirty = false;
      gl.bindBuffer(gl.ARRAY_BUFFER, this.posBuffer);
      gl.bufferSubData(gl.ARRAY_BUFFER, 0, this.positions.subarray(0, n * 2));
    }
  }

  /**
   * Scale and offset of the flat map from MapLibre itself: the origin's pixel, and the world size from two
   * projected points (no assumption about MapLibre's tile size).
   */
  private updateProjection(map: MapLibreMap) {
    const o = map.project([lngOf(this.originX), latOf(this.originY)]);
    const dx = 0.01;
    const e = map.project([lngOf(this.originX + dx), latOf(this.originY)]);
    this.projection = { originX: o.x, originY: o.y, scale: (e.x - o.x) / dx };
  }

  private init(gl: WebGL2RenderingContext) {
    this.gl = gl;
    // A restored context (MapLibre adds the layer again) has none of the old objects.
    this.mapCopy = null;
    this.mapCopyValid = false;
    this.blitChecked = false;
    this.dotsBox = null;
    this.preserved = !!gl.getContextAttributes()?.preserveDrawingBuffer;
    const shader = (type: number, src: string) => {
      const s = gl.createShader(type)!;
      gl.shaderSource(s, src);
      gl.compileShader(s);
      if (!gl.getShaderParameter(s, gl.COMPILE_STATUS) && !gl.isContextLost()) throw new Error(`courier layer shader: ${gl.getShaderInfoLog(s)}`);
      return s;
    };
    const program = gl.createProgram()!;
    gl.attachShader(program, shader(gl.VERTEX_SHADER, VERTEX));
    gl.attachShader(program, shader(gl.FRAGMENT_SHADER, FRAGMENT));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) throw new Error(`courier layer program: ${gl.getProgramInfoLog(program)}`);
    gl.useProgram(program);
    this.program = program;
    for (const name of ['u_origin', 'u_scale', 'u_size', 'u_dpr', 'u_radius', 'u_mode']) this.uniforms[name] = gl.getUniformLocation(program, name);
    const colors = STATUS_ORDER.flatMap((s) => rgb(STATUS_COLORS[s]));
    gl.uniform3fv(gl.getUniformLocation(program, 'u_colors'), new Float32Array(colors));
    // Our own vertex array: MapLibre's stay untouched.
    this.vao = gl.createVertexArray();
    gl.bindVertexArray(this.vao);
    this.posBuffer = gl.createBuffer();
    this.styleBuffer = gl.createBuffer();
    if (!this.capacity) this.grow(1);
    this.gpuCapacity = this.capacity;
    const pos = gl.getAttribLocation(program, 'a_pos');
    const style = gl.getAttribLocation(program, 'a_style');
    gl.bindBuffer(gl.ARRAY_BUFFER, this.posBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, this.positions, gl.DYNAMIC_DRAW);
    gl.enableVertexAttribArray(pos);
    gl.vertexAttribPointer(pos, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.styleBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, this.styles, gl.DYNAMIC_DRAW);
    gl.enableVertexAttribArray(style);
    gl.vertexAttribPointer(style, 2, gl.UNSIGNED_BYTE, false, 0, 0);
    gl.bindVertexArray(null);
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    this.layoutVersion = -1;
    this.gpuStylesDirty = this.gpuPositionsDirty = true;
  }
}
