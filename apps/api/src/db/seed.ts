import type { Db } from './client';
import { seedDemoData } from './seed/demo-seed';
import { ensureReferenceData } from './seed/reference-data';

/** Reference data at every start; demo data once, into an empty database, when asked for. */
export async function seedDatabase(db: Db, options: { demo: boolean }) {
  await db.transaction((tx) => ensureReferenceData(tx));
  return options.demo ? seedDemoData(db) : false;
}
