import type { Map as MapLibreMap } from 'maplibre-gl';
import type { CourierState, CourierStore } from '../lib/courier-store';
import { STATUS_ORDER } from '../lib/courier-store';
import { courierRadius, latOf, lngOf, mercatorX, mercatorY, nearestPoint, strokeWidth, type FlatProjection } from '../lib/overlay-math';

/** Hit-test distance of a click, CSS px (at least; a bigger dot counts whole). */
const HIT_PX = 8;

/**
 * The CPU side of the courier layer ({@link CourierLayer} extends it): the drawn couriers, one slot each, with the
 * CPU copies of the vertex buffers (positions relative to an origin, styles), kept in step with the store; the
 * map's flat projection; and what is read back from them (positions as drawn, screen points, hit-testing).
 * One object with the layer (a base class, not a member), so the per-frame code reads these fields directly.
 */
export abstract class CourierSlots {
  protected map: MapLibreMap | null = null;
  protected capacity = 0;

  /** Mercator coordinates of the origin (couriers are stored relative to it); set from the map's first centre. */
  protected originX = 0;
  protected originY = 0;
  protected originSet = false;
  /** Drawn couriers, one slot each (same order in both buffers). */
  protected slots: CourierState[] = [];
  protected slotOf = new Map<string, number>();
  protected positions = new Float32Array(0);
  protected styles = new Uint8Array(0);
  protected layoutVersion = -1;
  protected positionsDirty = true;
  /** The GPU copies are behind the CPU ones. */
  protected gpuStylesDirty = true;
  protected gpuPositionsDirty = true;
  protected zoneIds: readonly string[] = [];
  protected selectedId: string | null = null;
  protected projection: FlatProjection = { originX: 0, originY: 0, scale: 1 };

  constructor(protected readonly store: CourierStore) {}

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

  /** The origin at the map's centre, the first time the layer is added to a map. */
  protected setOriginOnce(map: MapLibreMap) {
    if (this.originSet) return;
    const c = map.getCenter();
    this.originX = mercatorX(c.lng);
    this.originY = mercatorY(c.lat);
    this.originSet = true;
    this.positionsDirty = true;
  }

  /** Brings the CPU copies up to date with the store: layout (membership, styles) and positions. */
  protected sync() {
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

  protected grow(n: number) {
    let cap = Math.max(256, this.capacity);
    while (cap < n) cap *= 2;
    this.capacity = cap;
    const positions = new Float32Array(cap * 2);
    positions.set(this.positions.subarray(0, Math.min(this.positions.length, positions.length)));
    this.positions = positions;
    this.styles = new Uint8Array(cap * 2);
  }

  /**
   * Scale and offset of the flat map from MapLibre itself: the origin's pixel, and the world size from two
   * projected points (no assumption about MapLibre's tile size).
   */
  protected updateProjection(map: MapLibreMap) {
    const o = map.project([lngOf(this.originX), latOf(this.originY)]);
    const dx = 0.01;
    const e = map.project([lngOf(this.originX + dx), latOf(this.originY)]);
    this.projection = { originX: o.x, originY: o.y, scale: (e.x - o.x) / dx };
  }
}
