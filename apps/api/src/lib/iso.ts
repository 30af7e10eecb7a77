/** A timestamp as the API shows it, or null. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
