import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DirectoryLockedError } from './db/directory-lock';
import { seedDatabase } from './db/seed';
import { createLocalBus, createRedisBus } from './lib/event-bus';
import { createSimulator } from './simulator/simulator';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const startedAt = Date.now();
  const seeded = await seedDatabase(database.db, { demo: config.seedDemo, historyDays: config.seedHistoryDays });
  const bus = config.redisUrl ? await createRedisBus(config.redisUrl, config.redisNamespace) : createLocalBus();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) : undefined;
  const app = await buildApp({ config, database, bus, redis });
  app.addHook('onClose', async () => {
    await bus.close();
    redis?.disconnect();
  });
  if (seeded) app.log.info({ historyDays: config.seedHistoryDays, ms: Date.now() - startedAt }, 'demo data seeded');

  let simulator: ReturnType<typeof createSimulator> | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever still runs after 9 s is cut short: the process is gone within the 10 s an orchestrator waits.
    const force = setTimeout(() => process.exit(1), 9_000).unref();
    try {
      await simulator?.stop();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kurye Ofis is serving on http://localhost:${config.port} (database: ${database.kind})`);
  if (config.simulator && config.seedDemo) {
    const { port } = app.server.address() as { port: number };
    simulator = createSimulator({ baseUrl: `http://127.0.0.1:${port}`, log: app.log });
    // Not awaited: the demo comes to life in the background while the server already answers.
  }
  simulator?.start().catch((err) => app.log.error({ err }, 'simulator failed to start'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DirectoryLockedError) {
    console.error(err.message);
  } else {
    console.error('Kurye Ofis could not start:', err);
  }
  process.exit(1);
});
