import { describe, expect, it } from 'vitest';
import { startOfBusinessDay } from './business-day';

describe('business day', () => {
  it('starts at midnight in Istanbul', () => {
    expect(startOfBusinessDay(new Date('2026-11-22T20:59:00Z')).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(startOfBusinessDay(new Date('2026-11-22T21:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(startOfBusinessDay(new Date('2026-11-22T02:00:00Z')).toISOString()).toBe('2026-11-21T21:00:00.000Z');
  });
});
