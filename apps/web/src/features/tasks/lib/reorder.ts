import { BOARD_POSITION_STEP as POSITION_STEP } from '@kurye/contracts/tasks';

/** The list with the item at `from` moved to `to` (both indexes into the original list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/**
 * The position a card takes when it is put at `index` among `positions` (the column's cards by position, without the
 * moved card): halfway between its new neighbours, a step after the last, half the first when it goes on top.
 */
export function positionAt(positions: readonly number[], index: number): number {
  if (positions.length === 0) return POSITION_STEP;
  if (index <= 0) return positions[0] / 2;
  if (index >= positions.length) return positions[positions.length - 1] + POSITION_STEP;
  return (positions[index - 1] + positions[index]) / 2;
}
