/** Whether a database error is a unique-constraint violation (PostgreSQL 23505), as thrown or wrapped by drizzle. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
