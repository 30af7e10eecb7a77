import { describe, expect, it } from 'vitest';
import { BOARD_POSITION_STEP as POSITION_STEP } from '@kurye/contracts/tasks';
import { moveItem, positionAt } from './reorder';

describe('reordering', () => {
  it('moves one item and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('places a card between its neighbours, on top, at the end and in an empty column', () => {
    const positions = [POSITION_STEP, 2 * POSITION_STEP, 3 * POSITION_STEP];
    expect(positionAt(positions, 0)).toBe(POSITION_STEP / 2);
    expect(positionAt(positions, 1)).toBe(1.5 * POSITION_STEP);
    expect(positionAt(positions, 3)).toBe(4 * POSITION_STEP);
    expect(positionAt([], 0)).toBe(POSITION_STEP);
  });
});
