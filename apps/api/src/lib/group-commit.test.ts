import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

describe('group commit', () => {
  it('is idle only when nothing is gathered or being written, and counts its batches', async () => {
    const writes: { batch: number[]; finish: () => void }[] = [];
    const commits = createGroupCommit<number>((batch) => new Promise<void>((finish) => writes.push({ batch, finish })), { maxInFlight: 1 });
    await commits.idle(); // nothing yet: at once

    let idle = false;
    const first = commits.add([1, 2]);
    void commits.idle().then(() => (idle = true));
    await new Promise((r) => setImmediate(r));
    expect(writes.map((w) => w.batch)).toEqual([[1, 2]]);
    const second = commits.add([3]); // gathers while the first batch is written
    writes[0].finish();
    await first;
    await new Promise((r) => setTimeout(r, 5));
    expect(idle).toBe(false); // the second batch is being written now
    expect(writes.map((w) => w.batch)).toEqual([[1, 2], [3]]);
    writes[1].finish();
    await second;
    await new Promise((r) => setTimeout(r, 5));
    expect(idle).toBe(true);
    expect(commits.stats()).toMatchObject({ batches: 2, items: 3 });
    expect(commits.stats().gatherMs).toBeGreaterThanOrEqual(0);
  });

  it('writes at most maxBatch items in one batch; the rest wait their turn with their own promise', async () => {
    const batches: number[][] = [];
    const commits = createGroupCommit<number>(async (batch) => void batches.push(batch), { maxInFlight: 1, maxBatch: 3 });
    const promises = [commits.add([1, 2]), commits.add([3]), commits.add([4]), commits.add([5, 6, 7]), commits.add([8])];
    expect(promises[0]).toBe(promises[1]);
    expect(promises[2]).not.toBe(promises[1]);
    await Promise.all(promises);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6, 7], [8]]);
    await commits.idle();
  });
});
