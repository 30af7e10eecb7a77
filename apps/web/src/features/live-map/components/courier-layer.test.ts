import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { CourierStore } from '../lib/courier-store';
import { CourierLayer } from './courier-layer';

/** A WebGL2 context that records its calls (names and arguments) and hands out dummy objects. */
function fakeGl(preserveDrawingBuffer = false, size = { width: 800, height: 600 }) {
  const calls: { name: string; args: unknown[] }[] = [];
  let error = 0;
  const constants: Record<string, number> = {
    NO_ERROR: 0,
    READ_FRAMEBUFFER: 0x8ca8,
    DRAW_FRAMEBUFFER: 0x8ca9,
    FRAMEBUFFER: 0x8d40,
    COLOR_BUFFER_BIT: 0x4000,
    POINTS: 0,
  };
  const gl = new Proxy(
    {
      get drawingBufferWidth() {
        return size.width;
      },
      get drawingBufferHeight() {
        return size.height;
      },
    } as Record<string | symbol, unknown>,
    {
      get(target, prop) {
        if (prop in target) return target[prop];
        if (typeof prop === 'string' && /^[A-Z0-9_]+$/.test(prop)) return constants[prop] ?? prop;
        if (prop === 'getError') return () => error;
        if (prop === 'isContextLost') return () => false;
        if (prop === 'getContextAttributes') return () => ({ preserveDrawingBuffer });
        if (prop === 'getShaderParameter' || prop === 'getProgramParameter') return () => true;
        if (prop === 'getAttribLocation') return (_p: unknown, name: string) => (name === 'a_pos' ? 0 : 1);
        return (...args: unknown[]) => {
          calls.push({ name: String(prop), args });
          return { fake: String(prop) };
        };
      },
    },
  ) as unknown as WebGL2RenderingContext;
  return {
    gl,
    calls,
    size,
    failNextGetError: () => (error = 0x502),
    names: () => calls.map((c) => c.name),
    reset: () => void calls.splice(0),
  };
}

function fakeMap(layersAbove: string[] = []) {
  const map = {
    triggerRepaint: vi.fn(),
    getCenter: () => ({ lng: 29.03, lat: 41.01 }),
    getZoom: () => 12,
    getPixelRatio: () => 1,
    project: ([lng, lat]: [number, number]) => ({ x: (lng - 28.9) * 3000, y: (41.1 - lat) * 3000 }),
    getLayersOrder: () => ['water', 'couriers', ...layersAbove],
    moving: false,
    isMoving: () => map.moving,
  };
  return map;
}

describe('courier layer: MapLibre frames and courier frames', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  const runFrame = (now = performance.now() + 1) => {
    const due = frames.splice(0);
    due.forEach((cb) => cb(now));
    return due.length;
  };

  function setUp(layersAbove: string[] = [], preserved = false) {
    const store = new CourierStore();
    store.addSynthetic(10, [29.03, 41.01], 'z');
    const layer = new CourierLayer(store);
    const map = fakeMap(layersAbove);
    const g = fakeGl(preserved);
    layer.onAdd(map as unknown as MapLibreMap, g.gl);
    g.reset();
    return { store, layer, map, g };
  }

  it('asks MapLibre for a frame while it has no copy of the map', () => {
    const { store, map } = setUp();
    store.moveSynthetic();
    expect(map.triggerRepaint).toHaveBeenCalled();
    expect(frames).toHaveLength(0);
  });

  it('in a MapLibre frame copies the finished map into its renderbuffer, then draws every courier', () => {
    const { layer, g } = setUp();
    layer.render(g.gl);
    const names = g.names();
    const blit = names.indexOf('blitFramebuffer');
    const draw = names.indexOf('drawArrays');
    expect(blit).toBeGreaterThanOrEqual(0);
    expect(draw).toBeGreaterThan(blit);
    // Read from the canvas (the default framebuffer), written into the layer's own framebuffer.
    const binds = g.calls.slice(0, blit).filter((c) => c.name === 'bindFramebuffer');
    expect(binds.find((c) => c.args[0] === 0x8ca8)?.args[1]).toBeNull();
    expect(binds.findLast((c) => c.args[0] === 0x8ca9)?.args[1]).toEqual({ fake: 'createFramebuffer' });
    expect(g.calls[draw].args).toEqual([0, 0, 10]);
    expect(layer.draws).toBe(1);
  });

  it('then draws moving couriers over the copy, one courier frame per animation frame, without MapLibre', () => {
    const { store, layer, map, g } = setUp();
    layer.render(g.gl);
    map.triggerRepaint.mockClear();
    g.reset();
    store.moveSynthetic();
    store.moveSynthetic();
    expect(frames).toHaveLength(1);
    expect(runFrame()).toBe(1);
    expect(map.triggerRepaint).not.toHaveBeenCalled();
    const names = g.names();
    // The browser's own clear of a presented canvas comes before the blit, not after it.
    expect(names).toContain('clear');
    expect(names.indexOf('clear')).toBeLessThan(names.indexOf('blitFramebuffer'));
    expect(names.indexOf('blitFramebuffer')).toBeLessThan(names.indexOf('drawArrays'));
    const readFrom = g.calls.filter((c) => c.name === 'bindFramebuffer' && c.args[0] === 0x8ca8).at(-1);
    expect(readFrom?.args[1]).toEqual({ fake: 'createFramebuffer' });
    // Positions went into the one vertex buffer in place.
    expect(names).toContain('bufferSubData');
    expect(names).not.toContain('bufferData');
    expect(layer.courierFrames).toBe(1);
    expect(layer.draws).toBe(2);
    // The framebuffer is the canvas again afterwards, for MapLibre.
    expect(g.calls.filter((c) => c.name === 'bindFramebuffer').at(-1)?.args).toEqual([0x8d40, null]);
  });

  it('with a preserved drawing buffer puts the map back only where the last dots were, without a clear', () => {
    const { store, layer, g } = setUp([], true);
    layer.render(g.gl);
    // Where the couriers were drawn (CSS px = device px here), with the selection ring's reach.
    const xs: number[] = [];
    const ys: number[] = [];
    for (const c of store.positioned) {
      const [x, y] = layer.screenOf(c.id)!;
      xs.push(x);
      ys.push(y);
    }
    expect(Math.min(...xs)).toBeGreaterThan(20);
    expect(Math.max(...ys)).toBeLessThan(580);
    store.moveSynthetic();
    g.reset();
    runFrame();
    const names = g.names();
    expect(names).not.toContain('clear');
    const blit = g.calls.find((c) => c.name === 'blitFramebuffer')!;
    const [x0, y0, x1, y1, dx0, dy0, dx1, dy1] = blit.args as number[];
    expect([dx0, dy0, dx1, dy1]).toEqual([x0, y0, x1, y1]);
    const reach = 13 + 1.5 + 2;
    expect(x0).toBeLessThanOrEqual(Math.min(...xs) - reach);
    expect(x0).toBeGreaterThan(Math.min(...xs) - reach - 2);
    expect(x1).toBeGreaterThanOrEqual(Math.max(...xs) + reach);
    expect(x1).toBeLessThan(Math.max(...xs) + reach + 2);
    // GL's y runs from the bottom of the 600 px buffer.
    expect(y0).toBeLessThanOrEqual(600 - Math.max(...ys) - reach);
    expect(y1).toBeGreaterThanOrEqual(600 - Math.min(...ys) - reach);
    expect(y1 - y0).toBeLessThan(Math.max(...ys) - Math.min(...ys) + 2 * reach + 3);
    expect(names.indexOf('blitFramebuffer')).toBeLessThan(names.indexOf('drawArrays'));
  });

  it('copies nothing while the map pans or zooms (MapLibre draws every frame then), and again once it rests', () => {
    const { store, layer, map, g } = setUp();
    map.moving = true;
    layer.render(g.gl);
    expect(g.names()).not.toContain('blitFramebuffer');
    expect(g.names()).toContain('drawArrays');
    map.triggerRepaint.mockClear();
    store.moveSynthetic();
    expect(map.triggerRepaint).toHaveBeenCalled();
    expect(frames).toHaveLength(0);
    map.moving = false;
    layer.render(g.gl);
    expect(g.names()).toContain('blitFramebuffer');
    store.moveSynthetic();
    expect(frames).toHaveLength(1);
  });

  it('skips the courier frame when MapLibre already drew this animation frame', () => {
    const { store, layer, g } = setUp();
    layer.render(g.gl);
    const frameStart = performance.now();
    store.moveSynthetic();
    layer.render(g.gl); // MapLibre's frame, after the move, in the same animation frame
    g.reset();
    runFrame(frameStart);
    expect(g.names()).not.toContain('drawArrays');
    expect(layer.courierFrames).toBe(0);
  });

  it('leaves it to MapLibre when a layer is drawn over the couriers, the canvas was resized or the copy failed', () => {
    const above = setUp(['popup-layer']);
    above.layer.render(above.g.gl);
    above.map.triggerRepaint.mockClear();
    above.store.moveSynthetic();
    expect(above.map.triggerRepaint).toHaveBeenCalled();
    expect(frames).toHaveLength(0);

    const resized = setUp();
    resized.layer.render(resized.g.gl);
    resized.map.triggerRepaint.mockClear();
    resized.store.moveSynthetic();
    resized.g.size.width = 900;
    resized.g.reset();
    runFrame();
    expect(resized.map.triggerRepaint).toHaveBeenCalled();
    expect(resized.g.names()).not.toContain('drawArrays');

    const failed = setUp();
    failed.g.failNextGetError();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failed.layer.render(failed.g.gl);
    expect(warn).toHaveBeenCalledOnce();
    failed.map.triggerRepaint.mockClear();
    failed.store.moveSynthetic();
    expect(failed.map.triggerRepaint).toHaveBeenCalled();
    expect(frames).toHaveLength(0);
    warn.mockRestore();
  });
});
