import type { CustomLayerInterface, Map as MapLibreMap } from 'maplibre-gl';
import type { CourierStore } from '../lib/courier-store';
import { courierRadius, dotsBox, strokeWidth } from '../lib/overlay-math';
import { createCourierVertexArray, createMapCopy, deleteMapCopy, type MapCopy } from './courier-gl-objects';
import { createCourierProgram, SELECTED_RING, type CourierUniforms } from './courier-shaders';
import { CourierSlots } from './courier-slots';

type Box = [number, number, number, number];

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
export class CourierLayer extends CourierSlots implements CustomLayerInterface {
  readonly id = 'couriers';
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private gl: WebGL2RenderingContext | null = null;
  private program: WebGLProgram | null = null;
  private vao: WebGLVertexArrayObject | null = null;
  private posBuffer: WebGLBuffer | null = null;
  private styleBuffer: WebGLBuffer | null = null;
  private uniforms: CourierUniforms = {};
  /** Couriers the GPU buffers have room for (0: not allocated in this context). */
  private gpuCapacity = 0;
  /** The map as MapLibre last drew it (without the couriers), for courier frames; null until then. */
  private mapCopy: MapCopy | null = null;
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

  constructor(store: CourierStore) {
    super(store);
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

  onAdd(map: MapLibreMap, gl: WebGL2RenderingContext) {
    this.map = map;
    this.setOriginOnce(map);
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
      if (this.mapCopy) deleteMapCopy(gl, this.mapCopy);
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
      if (copy) deleteMapCopy(gl, copy);
      copy = this.mapCopy = createMapCopy(gl, width, height);
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
        deleteMapCopy(gl, copy);
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

  private init(gl: WebGL2RenderingContext) {
    this.gl = gl;
    // A restored context (MapLibre adds the layer again) has none of the old objects.
    this.mapCopy = null;
    this.mapCopyValid = false;
    this.blitChecked = false;
    this.dotsBox = null;
    this.preserved = !!gl.getContextAttributes()?.preserveDrawingBuffer;
    this.program = createCourierProgram(gl, this.uniforms);
    if (!this.capacity) this.grow(1);
    this.gpuCapacity = this.capacity;
    ({ vao: this.vao, posBuffer: this.posBuffer, styleBuffer: this.styleBuffer } = createCourierVertexArray(gl, this.program, this.positions, this.styles));
    this.layoutVersion = -1;
    this.gpuStylesDirty = this.gpuPositionsDirty = true;
  }
}
