import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('announcement badge', () => {
  it('shows nothing, the number up to 9, then 9+', () => {
    expect([0, 1, 8, 9, 10, 42].map(badgeText)).toEqual([null, '1', '8', '9', '9+', '9+']);
  });
});
