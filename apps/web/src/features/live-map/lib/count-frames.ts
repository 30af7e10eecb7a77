export interface FrameCount {
  /** The counted time, rounded to the millisecond. */
  durationMs: number;
  frames: number;
  fps: number;
  worstFrameMs: number;
  /** The counted time in seconds, unrounded (for other per-second figures). */
  seconds: number;
}

/**
 * The live map's frame counter: `step(now)` runs on every animation frame; after one warm-up second the frames are
 * counted for `durationMs`, with the longest gap between two. `onStart` runs when counting starts.
 * It uses nothing outside itself: the live-map bench (bench/live-map-fps.ts) runs its source text in a bare page to
 * count that page's frames the same way.
 */
export function countFrames(durationMs: number, step: (now: number) => void, onStart?: () => void): Promise<FrameCount> {
  return new Promise((resolve) => {
    const warmUpUntil = performance.now() + 1000;
    let start = 0;
    let last = 0;
    let frames = 0;
    let worst = 0;
    const tick = (now: number) => {
      step(now);
      if (now >= warmUpUntil) {
        if (!start) {
          start = last = now;
          onStart?.();
        } else {
          frames++;
          worst = Math.max(worst, now - last);
          last = now;
        }
      }
      if (!start || now - start < durationMs) return void requestAnimationFrame(tick);
      const seconds = (now - start) / 1000;
      resolve({ durationMs: Math.round(now - start), frames, fps: Math.round((frames / seconds) * 10) / 10, worstFrameMs: Math.round(worst), seconds });
    };
    requestAnimationFrame(tick);
  });
}
