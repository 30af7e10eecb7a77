import path from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SIMULATOR: z.enum(['on', 'off']).default('on'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  PUBLIC_URL: z.string().url().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(24 * 365).default(24 * 7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['demo', 'off']).default('demo'),
  WEB_DIST: z.string().optional(),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof configSchema>, baseDir: string) {
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    simulator: env.SIMULATOR === 'on',
    smtpUrl: env.SMTP_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    tokenTtlSeconds: Math.round(env.TOKEN_TTL_HOURS * 3600),
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED === 'demo',
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value becomes one line naming the variable and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}=${JSON.stringify(env[String(i.path[0])])}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder `npm start` was typed in.
  return toConfig(parsed.data, env.INIT_CWD ?? process.cwd());
}
