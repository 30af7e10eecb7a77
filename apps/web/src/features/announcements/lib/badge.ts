/** The bell's badge text: nothing at 0, the number from 1 to 9, '9+' above (the specification's gap at 9 shows 9). */
export const badgeText = (count: number): string | null => (count <= 0 ? null : count > 9 ? '9+' : String(count));
