import type { PositionBody as PositionPoint } from '@kurye/contracts/delivery';

/** The most points kept while the network is down; the oldest go first. */
export const OUTBOX_LIMIT = 500;

/** Positions that could not be sent (no network), sent as one batch when the network is back. */
export class PositionOutbox {
  private points: PositionPoint[] = [];

  add(point: PositionPoint) {
    this.points.push(point);
    if (this.points.length > OUTBOX_LIMIT) this.points.splice(0, this.points.length - OUTBOX_LIMIT);
  }

  get size() {
    return this.points.length;
  }

  /** Hands the kept points to `send`; puts them back (in front of newer ones) if it fails and `keep(error)` says so. */
  async flush(send: (points: PositionPoint[]) => Promise<unknown>, keep: (err: unknown) => boolean = () => true) {
    if (this.points.length === 0) return;
    const batch = this.points;
    this.points = [];
    try {
      await send(batch);
    } catch (err) {
      if (keep(err)) this.points = [...batch, ...this.points].slice(-OUTBOX_LIMIT);
      throw err;
    }
  }
}
