import { PAYMENT_PROVIDERS } from '@kurye/contracts/payments';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiDir } from './api-dir';
import { isLoopbackName } from './lib/loopback';

const configSchema = z
  .object({
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
    /** Where `npm run backup` and the daily backup write (default: `backups` in DATA_DIR). */
    BACKUP_DIR: z.string().min(1).optional(),
    /** The pg_dump to use (pg_restore is taken from its folder); its version must not be older than the server's. */
    PG_DUMP: z.string().min(1).default('pg_dump'),
    SIMULATOR: z.enum(['on', 'off']).default('on'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    PUBLIC_URL: z.string().url().optional(),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(24 * 7),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED: z.enum(['demo', 'off']).default('demo'),
    SEED_HISTORY_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
    WEB_DIST: z.string().optional(),
    /**
     * Unset: the client's address is the connection's (X-Forwarded-For is ignored, so nobody picks their own address for
     * the per-address limits). Behind a proxy: the number of proxy hops, or the proxies' addresses/CIDRs, comma separated.
     */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*|loopback|uniquelocal|linklocal)$/,
        'must be a hop count or a comma-separated list of proxy addresses',
      )
      .optional(),
    /** Unset: the sandbox (test cards), except in production at a public address, where it must be named. */
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
    IYZICO_API_KEY: z.string().optional(),
    IYZICO_SECRET_KEY: z.string().optional(),
    IYZICO_BASE_URL: z.string().url().default('https://sandbox-api.iyzipay.com'),
    PAYMENT_EXPIRY_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    NODE_ENV: z.string().optional(),
    /** Webhook endpoints on localhost / private addresses (and plain HTTP to localhost): on by default only in development. */
    WEBHOOKS_ALLOW_LOCAL: z.enum(['on', 'off']).optional(),
    /** Requests per minute one API key may make. */
    API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    /** Password-reset mails one address may ask for in 15 minutes. */
    PASSWORD_MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    /** Applications and sign-ups one address may send in an hour. */
    PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** First webhook retry delay (doubles each time) and how long a claimed delivery is leased to one process. */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    WEBHOOK_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
    /** Web Push VAPID keys (base64url, as `web-push generate-vapid-keys` prints); unset: generated once, kept in the database. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
      .optional(),
    /** Contact for push services: `mailto:` or `https:`; unset: `mailto:` the company e-mail of the settings. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
    /** Push endpoints over plain HTTP on localhost (a local push-service stand-in in tests): on by default only in development. */
    PUSH_ALLOW_LOCAL: z.enum(['on', 'off']).optional(),
    /** Bearer token for `/metrics` from other machines (from this machine it is open); unset: only this machine reads it. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The road network (fees, dispatch and arrival times by the streets) built from MAP_PMTILES; off: the straight line. */
    ROADS: z.enum(['on', 'off']).default('on'),
    /** The street map's PMTiles file (vector, OpenMapTiles schema); unset: `../shared/map/istanbul.pmtiles` beside the project when it exists; `off`: none. */
    MAP_PMTILES: z.string().optional(),
    /** The map's glyph folder (`{fontstack}/{range}.pbf`); unset: `fonts/` beside the PMTiles file. */
    MAP_GLYPHS: z.string().optional(),
    /** Courier documents in an S3-compatible store when set (the bucket must exist); unset: files under DATA_DIR. */
    S3_BUCKET: z.string().min(1).optional(),
    /** The store's address for anything but AWS (MinIO, Ceph, …), e.g. `http://127.0.0.1:9000`. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style addresses (`endpoint/bucket/key`), as most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('on'),
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    path: ['S3_ACCESS_KEY_ID'],
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'iyzico' || (env.IYZICO_API_KEY && env.IYZICO_SECRET_KEY), {
    message: 'PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY',
    path: ['PAYMENT_PROVIDER'],
  })
  // The sandbox credits a store for a test card: never by default on a public production server.
  .refine((env) => env.PAYMENT_PROVIDER !== undefined || env.NODE_ENV !== 'production' || isLocalUrl(env.PUBLIC_URL), {
    message: 'must be set in production at a public address: iyzico, or sandbox to run the demo on purpose (test cards credit stores)',
    path: ['PAYMENT_PROVIDER'],
  });

/** Every environment variable the configuration reads (the README's configuration table documents exactly these). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

/** Whether a public URL is this machine (or unset, which means localhost). */
function isLocalUrl(url: string | undefined) {
  if (!url) return true;
  const host = new URL(url).hostname;
  return isLoopbackName(host) || host.endsWith('.localhost');
}

export type Config = ReturnType<typeof toConfig>;

/** Fastify's `trustProxy`: nothing trusted by default; a hop count trusts that many proxies nearest to us. */
function trustProxyOf(value: string | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',');
}

/** The shared street extract kept beside the project (never inside it), when this machine has it. */
const SHARED_PMTILES = path.resolve(apiDir, '../../../shared/map/istanbul.pmtiles');

function mapConfig(env: z.infer<typeof configSchema>, baseDir: string) {
  if (env.MAP_PMTILES === 'off') return { pmtiles: undefined, glyphs: env.MAP_GLYPHS && path.resolve(baseDir, env.MAP_GLYPHS) };
  const pmtiles = env.MAP_PMTILES ? path.resolve(baseDir, env.MAP_PMTILES) : fs.existsSync(SHARED_PMTILES) ? SHARED_PMTILES : undefined;
  const glyphs = env.MAP_GLYPHS ? path.resolve(baseDir, env.MAP_GLYPHS) : pmtiles && path.join(path.dirname(pmtiles), 'fonts');
  return { pmtiles, glyphs };
}

function toConfig(env: z.infer<typeof configSchema>, baseDir: string) {
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    backups: { dir: path.resolve(baseDir, env.BACKUP_DIR ?? path.join(dataDir, 'backups')), pgDump: env.PG_DUMP },
    redisUrl: env.REDIS_URL,
    /** Prefix of everything this deployment keeps in Redis: processes on the same database share it, others do not. */
    redisNamespace: `kurye-ofis:${createHash('sha256')
      .update(env.DATABASE_URL ?? dataDir)
      .digest('hex')
      .slice(0, 12)}`,
    simulator: env.SIMULATOR === 'on',
    smtpUrl: env.SMTP_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    tokenTtlSeconds: Math.round(env.TOKEN_TTL_HOURS * 3600),
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED === 'demo',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    webhooksAllowLocal: env.WEBHOOKS_ALLOW_LOCAL ? env.WEBHOOKS_ALLOW_LOCAL === 'on' : env.NODE_ENV === 'development',
    apiKeyRateLimitPerMinute: env.API_KEY_RATE_LIMIT,
    passwordMailPerWindow: env.PASSWORD_MAIL_RATE_LIMIT,
    publicFormPerHour: env.PUBLIC_FORM_RATE_LIMIT,
    webhookWorker: { baseDelayMs: env.WEBHOOK_RETRY_BASE_MS, leaseMs: env.WEBHOOK_LEASE_MS, intervalMs: Math.min(2_000, env.WEBHOOK_RETRY_BASE_MS) },
    seedHistoryDays: env.SEED_HISTORY_DAYS,
    push: {
      vapidKeys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      subject: env.VAPID_SUBJECT,
      allowLocal: env.PUSH_ALLOW_LOCAL ? env.PUSH_ALLOW_LOCAL === 'on' : env.NODE_ENV === 'development',
    },
    metricsToken: env.METRICS_TOKEN,
    /** The street map's files (either may not exist: the API then serves no tiles and the web draws its coastline map). */
    map: mapConfig(env, baseDir),
    roads: env.ROADS === 'on',
    /** Where courier documents are kept: an S3-compatible bucket when S3_BUCKET is set, else `files` in DATA_DIR. */
    files: env.S3_BUCKET
      ? {
          kind: 's3' as const,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'on',
        }
      : { kind: 'disk' as const, dir: path.join(dataDir, 'files') },
    webDist: env.WEB_DIST ?? path.resolve(apiDir, '../web/dist'),
    payments: {
      provider: env.PAYMENT_PROVIDER ?? 'sandbox',
      expiryMinutes: env.PAYMENT_EXPIRY_MINUTES,
      iyzico: { apiKey: env.IYZICO_API_KEY ?? '', secretKey: env.IYZICO_SECRET_KEY ?? '', baseUrl: env.IYZICO_BASE_URL },
    },
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
