import { pingDatabase, type Database } from '../../db/client';

/** Whether the API and its database answer. */
export function createHealthService(database: Database) {
  return {
    async check() {
      await pingDatabase(database.db);
      return { status: 'ok' as const, database: database.kind };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
