import { afterEach, expect, it, vi } from 'vitest';
import { countFrames } from './count-frames';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('counts the frames after one warm-up second, with the longest gap between two', async () => {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const queued: ((time: number) => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => queued.push(callback));
  let steps = 0;
  let starts = 0;
  const counted = countFrames(
    100,
    () => steps++,
    () => starts++,
  );
  // 16 ms frames; counting starts at the first frame past 1000 ms (1008), one frame later comes a 40 ms one.
  while (queued.length) {
    now += now === 1024 ? 40 : 16;
    queued.shift()!(now);
  }
  expect(await counted).toEqual({ durationMs: 104, frames: 5, fps: 48.1, worstFrameMs: 40, seconds: 0.104 });
  expect(starts).toBe(1);
  expect(steps).toBe(68);
});
