/**
 * Each node's list of edge ids, in the order they were added, all in one Int32Array: adjacency that changes as edges
 * come and go, without an array object per node. A list that outgrows its room moves to the end of the pool with twice
 * the room (its old place is left unused).
 */
export class NodeEdgeLists {
  /** Node v's list: pool[start[v]] … pool[start[v] + length[v] - 1] (read `pool` anew after an `add`: it may grow). */
  readonly start: Int32Array;
  readonly length: Int32Array;
  pool: Int32Array;
  private readonly room: Int32Array;
  private used = 0;

  /** @param room each node's room to begin with */
  constructor(room: Int32Array) {
    this.room = room.slice();
    this.start = new Int32Array(room.length);
    this.length = new Int32Array(room.length);
    for (let v = 0; v < room.length; v++) {
      this.start[v] = this.used;
      this.used += room[v]!;
    }
    this.pool = new Int32Array(Math.ceil(this.used * 1.25) + 16);
  }

  add(v: number, edge: number) {
    if (this.length[v] === this.room[v]) this.move(v, Math.max(4, 2 * this.room[v]!));
    this.pool[this.start[v]! + this.length[v]!++] = edge;
  }

  /** Keeps only the edges `live` answers true for, in their order. */
  keep(v: number, live: (edge: number) => boolean) {
    const pool = this.pool;
    const first = this.start[v]!;
    const end = first + this.length[v]!;
    let kept = first;
    for (let i = first; i < end; i++) if (live(pool[i]!)) pool[kept++] = pool[i]!;
    this.length[v] = kept - first;
  }

  private move(v: number, room: number) {
    if (this.used + room > this.pool.length) {
      const bigger = new Int32Array(Math.ceil(this.pool.length * 1.5) + room);
      bigger.set(this.pool.subarray(0, this.used));
      this.pool = bigger;
    }
    this.pool.copyWithin(this.used, this.start[v]!, this.start[v]! + this.length[v]!);
    this.start[v] = this.used;
    this.room[v] = room;
    this.used += room;
  }
}
