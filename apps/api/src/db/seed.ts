import type { Db } from './client';
import { seedDemoData } from './seed/demo-seed';
import { seedHistory } from './seed/history';
import { ensureReferenceData } from './seed/reference-data';
import { ensureHelpContent } from './seed/help-content';

/**
 * Reference data and the help center's first content at every start; demo data once, into an empty database, when asked for — with `historyDays` days of
 * delivery history for the reports (0, the default here and in tests, skips it; `npm start` passes SEED_HISTORY_DAYS).
 */
export async function seedDatabase(db: Db, options: { demo: boolean; historyDays?: number; historySeed?: number }) {
  await db.transaction(async (tx) => {
    await ensureReferenceData(tx);
    await ensureHelpContent(tx);
  });
  if (!options.demo) return false;
  const seeded = await seedDemoData(db);
  if (seeded && options.historyDays) {
    await db.transaction((tx) => seedHistory(tx, { days: options.historyDays!, seed: options.historySeed }));
  }
  return seeded;
}
