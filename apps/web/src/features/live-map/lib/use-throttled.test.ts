import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './use-throttled';

describe('throttle (the live map list follows courier frames at most twice a second)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds a burst into one trailing call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 60; i++) {
      vi.advanceTimersByTime(5); // sixty frames within 300 ms
      t.run();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t.run();
    t.run();
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
