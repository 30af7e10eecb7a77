/** A typed array that grows as values are pushed (plain arrays of a million numbers cost far more memory). */
export class Growable<T extends Int32Array | Float64Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number) {
    if (this.length === this.data.length) {
      // By half again, not double: the spare room of a large array is memory the build holds for nothing.
      const bigger = this.make(Math.ceil(this.data.length * 1.5) + 16);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** The values pushed, as a view (no copy). */
  get view(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

export const ints = (capacity = 1024) => new Growable(new Int32Array(capacity), (n) => new Int32Array(n));
export const doubles = (capacity = 1024) => new Growable(new Float64Array(capacity), (n) => new Float64Array(n));
