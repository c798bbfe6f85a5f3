import { isAbsolute, resolve } from 'node:path';
import { LIVE_TIMINGS } from '@tod/domain/facts';
import { z } from 'zod';

const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:5173',
  'http://localhost:4301',
  'http://localhost:4302',
  'http://127.0.0.1:4301',
  'http://127.0.0.1:4302',
];

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(blankToUndefined, z.url({ protocol: protocols, error: `must be a URL (${hint})` }).optional());

function originList(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** 'false' | 'true' | hop count | comma-separated addresses/subnets, as Express's 'trust proxy' takes them. */
function trustProxy(value: string): boolean | number | string {
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const milliseconds = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be 100–600000 (milliseconds)')
      .max(600_000, 'must be 100–600000 (milliseconds)')
      .default(fallback),
  );

/**
 * Postgres waits, bounded so a database that is away answers a request 503 within 5 s (issue 37.2): at worst one
 * connection wait plus one statement before the storage breaker refuses the rest at once (docs/decisions/0340).
 */
export const DATABASE_TIMEOUT_DEFAULTS = { connectMs: 2000, statementMs: 2500 } as const;

/** Every environment variable the server reads (README and .env.example document each). */
export const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0–65535')
      .max(65535, 'must be 0–65535')
      .default(3000),
  ),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://user@host:5432/db'),
  /** Postgres only: waiting for a connection (a free one in the pool, or a new one opened). */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(DATABASE_TIMEOUT_DEFAULTS.connectMs),
  /** Postgres only: one statement, cancelled by the database and given up by the server after this long. */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DATABASE_TIMEOUT_DEFAULTS.statementMs),
  SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://user:pass@host:587'),
  MAIL_TO: z.preprocess(blankToUndefined, z.email({ error: 'must be an email address' }).default('office@doorlogic.example')),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().min(3).default('T.O.D. <tod@doorlogic.example>')),
  CORS_ORIGINS: z.preprocess(blankToUndefined, z.string().optional()),
  TOD_ENGINE: z.preprocess(blankToUndefined, z.enum(['local', 'openai'], { error: "must be 'local' or 'openai'" }).optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl(/^https?$/, 'http(s)://…'),
  OPENAI_MODEL: z.preprocess(blankToUndefined, z.string().default('gpt-4o-mini')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().default('false')),
  REDIS_URL: optionalUrl(/^rediss?$/, 'redis://host:6379'),
  BOOKING_BASE_URL: optionalUrl(/^https?$/, 'https://book.example.com'),
  REVERSE_GEOCODE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be a URL (https://…)' }).default('https://nominatim.openstreetmap.org/reverse'),
  ),
  CONTACT_RATE_LIMIT: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  ),
  RETENTION_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(365),
  ),
  /** How long a live hand-off rings in the office's inboxes before the visitor is told nobody joined (issue 17). */
  LIVE_RING_TIMEOUT_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(LIVE_TIMINGS.ringTimeoutMs / 1000),
  ),
  /** How long after an inbox tab's last heartbeat its member of staff still counts as online. */
  LIVE_PRESENCE_TTL_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(5, 'must be at least 5')
      .default(LIVE_TIMINGS.presenceTtlMs / 1000),
  ),
  SITE_DIR: optionalString,
  WIDGET_DIR: optionalString,
});
export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS (Postgres; the embedded database runs in-process). */
  databaseTimeouts: { connectMs: number; statementMs: number };
  smtpUrl: string | undefined;
  mailTo: string;
  mailFrom: string;
  corsOrigins: string[];
  engine: 'local' | 'openai';
  openai: { apiKey: string | undefined; baseUrl: string | undefined; model: string };
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean | number | string;
  redisUrl: string | undefined;
  bookingBaseUrl: string | undefined;
  reverseGeocodeUrl: string;
  rateLimits: {
    /** Contact submissions per 15 minutes per client IP (CONTACT_RATE_LIMIT). */
    contactPerWindow: number;
  };
  /** Days the visitors' chats, leads and requests are kept; a daily job erases older ones (RETENTION_DAYS). */
  retentionDays: number;
  /** The live hand-off (issue 17): LIVE_RING_TIMEOUT_SECONDS and LIVE_PRESENCE_TTL_SECONDS, in milliseconds. */
  live: { ringTimeoutMs: number; presenceTtlMs: number };
  /** The built host site (React Router prerender output) and the widget bundle. */
  siteDir: string;
  widgetDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = resolve(new URL('../..', import.meta.url).pathname);

/**
 * Reads the configuration from an environment once, at start-up.
 * @throws ConfigError naming each bad variable
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  const corsOrigins = e.CORS_ORIGINS ? originList(e.CORS_ORIGINS) : DEFAULT_CORS_ORIGINS;
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`Invalid environment:\n  CORS_ORIGINS: '${origin}' is not an origin like https://example.com`);
    }
  }
  if (e.TOD_ENGINE === 'openai' && !e.OPENAI_API_KEY) {
    throw new ConfigError('Invalid environment:\n  OPENAI_API_KEY: required when TOD_ENGINE is openai');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: absolute(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    smtpUrl: e.SMTP_URL,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    corsOrigins,
    engine: e.TOD_ENGINE ?? (e.OPENAI_API_KEY ? 'openai' : 'local'),
    openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL },
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    bookingBaseUrl: e.BOOKING_BASE_URL,
    reverseGeocodeUrl: e.REVERSE_GEOCODE_URL,
    rateLimits: { contactPerWindow: e.CONTACT_RATE_LIMIT },
    retentionDays: e.RETENTION_DAYS,
    live: { ringTimeoutMs: e.LIVE_RING_TIMEOUT_SECONDS * 1000, presenceTtlMs: e.LIVE_PRESENCE_TTL_SECONDS * 1000 },
    siteDir: e.SITE_DIR ? absolute(e.SITE_DIR) : resolve(repoRoot, 'host-site/build/client'),
    widgetDir: e.WIDGET_DIR ? absolute(e.WIDGET_DIR) : resolve(repoRoot, 'widget/dist'),
  };
}

/** A complete configuration for tests: defaults plus overrides, nothing read from process.env. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DATA_DIR: '/nonexistent-test-data', LOG_LEVEL: 'silent' }, '/'), ...overrides };
}
