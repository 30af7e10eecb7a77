/** A binary min-heap of (node, key) pairs over typed arrays; a node may be pushed again with a smaller key (lazy). */
export class MinHeap {
  private nodes: Int32Array;
  private keys: Float64Array;
  size = 0;

  constructor(capacity = 1024) {
    this.nodes = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
  }

  clear() {
    this.size = 0;
  }

  push(node: number, key: number) {
    if (this.size === this.nodes.length) this.grow();
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.nodes[i] = this.nodes[parent]!;
      this.keys[i] = this.keys[parent]!;
      i = parent;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
  }

  peekKey() {
    return this.keys[0]!;
  }

  /** Removes the smallest pair and answers its node (read `peekKey()` first for its key). */
  pop(): number {
    const top = this.nodes[0]!;
    const last = --this.size;
    const node = this.nodes[last]!;
    const key = this.keys[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= key) break;
      this.nodes[i] = this.nodes[child]!;
      this.keys[i] = this.keys[child]!;
      i = child;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
    return top;
  }

  private grow() {
    const nodes = new Int32Array(this.nodes.length * 2);
    nodes.set(this.nodes);
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    this.nodes = nodes;
    this.keys = keys;
  }
}
