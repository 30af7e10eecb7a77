import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take longest (seconds on the CI machine), started first so that none of them is left running alone at
 * the end; a fresh clone has no timings of its own to order by. The others follow in vitest's order.
 */
const SLOW_FILES: Record<string, number> = {
  'apps/api/test/crash.test.ts': 80,
  'apps/api/test/production-start.test.ts': 60,
  'apps/api/test/backup-restore.test.ts': 50,
  'apps/api/test/simulator-streets.test.ts': 45,
  'apps/api/test/reports-rollups.test.ts': 45,
  'apps/api/test/deadlines-and-ledger.test.ts': 40,
  'apps/api/test/route-policy.test.ts': 30,
  'apps/api/test/mailbox.test.ts': 25,
  'apps/api/test/geo-search.test.ts': 25,
  'apps/api/test/search.test.ts': 20,
  'apps/api/test/fuzz.test.ts': 20,
  'apps/api/test/documents-s3.test.ts': 20,
  'apps/api/test/daily-jobs.test.ts': 20,
  'apps/api/test/shutdown.test.ts': 15,
  'apps/api/test/fieldops.test.ts': 15,
};

class SlowFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const seconds = (f: TestSpecification) => SLOW_FILES[f.moduleId.slice(import.meta.dirname.length + 1)] ?? 0;
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => seconds(b.f) - seconds(a.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        // The API's files share their worker's modules instead of importing the whole app again for each file (about
        // 5 s a file): every test builds and closes its own app and database, and none mocks a module.
        test: { name: 'api', include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'packages/*/src/**/*.test.ts'], isolate: false },
      },
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
