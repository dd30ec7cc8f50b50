import { isAbsolute, resolve } from 'node:path';
import {
  AUDIT_LOG_RETENTION_DEFAULT_DAYS,
  AUDIT_LOG_RETENTION_MIN_DAYS,
} from '@eform/core/constants';
import { type TServerOnlyMessageKey, ts } from '@eform/core/messages/server-only';
import { ZEmailAddress } from '@eform/core/validation';
import { z } from 'zod';
import { parseOutboundAllow, type TOutboundAllowEntry } from './http/outbound-addresses';
import { REPO_ROOT } from './paths';
import { LARGE_BODY_BUDGET_BYTES } from './plugins/large-bodies';
import type { TS3Settings } from './storage/s3-storage';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/**
 * What a server process does: `all` serves HTTP and runs the background jobs (one process, the
 * default); `api` only serves HTTP and `worker` only runs the jobs, so the jobs (PDFs, mails,
 * exports) get processes and cores of their own next to the API. Split roles share one
 * PostgreSQL, so they need DATABASE_URL.
 */
export const SERVER_ROLES = ['all', 'api', 'worker'] as const;
/** One of SERVER_ROLES. */
export type TServerRole = (typeof SERVER_ROLES)[number];
const MIN_PASSWORD_LENGTH = 8;
const MB = 1024 * 1024;
/** The largest single body a route takes (a 64 MB sync) must fit in the large-body budget. */
const MIN_LARGE_BODY_BUDGET_MB = 64;
/** DOCUMENT_WORKERS at most: each child may take DOCUMENT_RSS_MB of memory. */
const MAX_DOCUMENT_WORKERS_SETTING = 16;
/** SOFFICE_TIMEOUT_MS bounds: from a fault test's 100 ms to 10 minutes for a huge document. */
const MIN_SOFFICE_TIMEOUT_MS = 100;
const MAX_SOFFICE_TIMEOUT_MS = 10 * 60 * 1000;
/** METRICS_TOKEN at least: a bearer token nobody guesses. */
const MIN_METRICS_TOKEN_LENGTH = 16;
/** pg-boss 10 refuses an expiry of 24 hours or more. */
const MAX_JOB_EXPIRE_SECONDS = 23 * 60 * 60;
/** SHUTDOWN_UNREADY_MS at most: a balancer checks /ready every few seconds. */
const MAX_SHUTDOWN_UNREADY_MS = 60_000;
const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/** The validated server configuration (from the environment). */
export interface TConfig {
  port: number;
  host: string;
  /** Absolute; a relative DATA_DIR is resolved against the repository root. */
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  demoPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appEnv: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Serve the web app's source maps (SERVE_SOURCE_MAPS); off by default. */
  serveSourceMaps: boolean;
  /**
   * SOFFICE_ALLOW_NETWORK: convert Word to PDF with the machine's network where LibreOffice cannot
   * get a network namespace of its own (a development machine without unshare rights).
   */
  sofficeAllowNetwork: boolean;
  /**
   * SOFFICE_TIMEOUT_MS: how long one Word to PDF conversion may take before LibreOffice is
   * stopped; unset, SOFFICE_TIMEOUT_MS of modules/email-word/soffice.ts.
   */
  sofficeTimeoutMs: number | undefined;
  /** PAYMENT_PROVIDER_URL: the checkout page purchases go to; unset, they are granted at once. */
  paymentProviderUrl: string | undefined;
  /** SERVER_ROLE: HTTP, jobs or both (see SERVER_ROLES). */
  role: TServerRole;
  /** DOCUMENT_WORKERS: child processes that render documents; unset, by the machine's cores. */
  documentWorkers: number | undefined;
  /**
   * JOB_EXPIRE_SECONDS: after how long a job of heavy work whose worker died is handed out again
   * (every such queue); unset, each queue's own figure (jobs/queue-settings.ts).
   */
  jobExpireSeconds: number | undefined;
  /** OUTBOUND_ALLOW: internal hosts outbound requests may reach after all (http/outbound.ts). */
  outboundAllow: TOutboundAllowEntry[];
  /** LARGE_BODY_BUDGET_MB in bytes: large request bodies in flight per process. */
  largeBodyBudgetBytes: number;
  /** METRICS_TOKEN: the bearer token of GET /metrics; unset, /metrics answers 404. */
  metricsToken: string | undefined;
  /**
   * The S3_* settings: files go to this S3-compatible bucket when S3_BUCKET is set, else to the
   * local disk ($DATA_DIR/files). Several app servers need the bucket: each has its own disk.
   */
  s3: TS3Settings | undefined;
  /**
   * SHUTDOWN_UNREADY_MS: on SIGTERM, how long the process answers /ready with 503 while it still
   * serves, before it stops accepting connections and drains (runtime.ts); 0 by default.
   */
  shutdownUnreadyMs: number;
  /** AUDIT_LOG_RETENTION_DAYS: how long audit log entries are kept (a daily job deletes older). */
  auditLogRetentionDays: number;
}

/** Thrown when the environment holds a bad value; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(ts('config.invalid', { details: problems.join('; ') }));
    this.name = 'ConfigError';
  }
}

type TEnv = Record<string, string | undefined>;

interface TRule<T> {
  schema: z.ZodType<T>;
  /** Text when the value does not parse; gets {name} plus `params`. */
  message: TServerOnlyMessageKey;
  params?: Record<string, string | number>;
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined);

function urlWith(protocols: string[]) {
  return z
    .string()
    .trim()
    .refine((v) => {
      if (!URL.canParse(v)) return false;
      return protocols.includes(new URL(v).protocol);
    });
}

/** A yes/no variable: 1/0, true/false, yes/no, on/off (any case). */
function booleanFlag(fallback: boolean) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => TRUE.includes(v) || FALSE.includes(v))
    .transform((v) => TRUE.includes(v))
    .default(fallback);
}

const RULES = {
  PORT: {
    schema: z.coerce.number().int().min(1).max(65535).default(3000),
    message: 'config.port',
  },
  HOST: { schema: z.string().trim().min(1).default('0.0.0.0'), message: 'config.notEmpty' },
  DATA_DIR: { schema: z.string().trim().min(1).default('./data'), message: 'config.notEmpty' },
  DATABASE_URL: {
    schema: urlWith(['postgres:', 'postgresql:']).optional(),
    message: 'config.databaseUrl',
  },
  PUBLIC_URL: {
    schema: urlWith(['http:', 'https:']).optional(),
    message: 'config.url',
    params: { example: 'https://eform.example.nl' },
  },
  ADMIN_EMAIL: {
    schema: ZEmailAddress.default('admin@example.nl'),
    message: 'config.email',
  },
  ADMIN_PASSWORD: {
    schema: z.string().min(MIN_PASSWORD_LENGTH).optional(),
    message: 'config.password',
    params: { min: MIN_PASSWORD_LENGTH },
  },
  SEED_DEMO: { schema: booleanFlag(true), message: 'config.boolean' },
  DEMO_PASSWORD: {
    schema: z.string().min(MIN_PASSWORD_LENGTH).optional(),
    message: 'config.password',
    params: { min: MIN_PASSWORD_LENGTH },
  },
  SMTP_URL: { schema: urlWith(['smtp:', 'smtps:']).optional(), message: 'config.smtpUrl' },
  MAIL_FROM: { schema: optionalText.optional(), message: 'config.notEmpty' },
  APP_ENV: { schema: z.string().trim().min(1).default('development'), message: 'config.notEmpty' },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS).default('info'),
    message: 'config.oneOf',
    params: { values: LOG_LEVELS.join(', ') },
  },
  TRUST_PROXY: { schema: booleanFlag(false), message: 'config.boolean' },
  SERVE_SOURCE_MAPS: { schema: booleanFlag(false), message: 'config.boolean' },
  SOFFICE_ALLOW_NETWORK: { schema: booleanFlag(false), message: 'config.boolean' },
  SOFFICE_TIMEOUT_MS: {
    schema: z.coerce
      .number()
      .int()
      .min(MIN_SOFFICE_TIMEOUT_MS)
      .max(MAX_SOFFICE_TIMEOUT_MS)
      .optional(),
    message: 'config.sofficeTimeout',
    params: { min: MIN_SOFFICE_TIMEOUT_MS, max: MAX_SOFFICE_TIMEOUT_MS },
  },
  PAYMENT_PROVIDER_URL: {
    schema: urlWith(['http:', 'https:']).optional(),
    message: 'config.url',
    params: { example: 'https://betalen.example.nl/checkout' },
  },
  SERVER_ROLE: {
    schema: z.enum(SERVER_ROLES).default('all'),
    message: 'config.oneOf',
    params: { values: SERVER_ROLES.join(', ') },
  },
  DOCUMENT_WORKERS: {
    schema: z.coerce.number().int().min(1).max(MAX_DOCUMENT_WORKERS_SETTING).optional(),
    message: 'config.documentWorkers',
    params: { max: MAX_DOCUMENT_WORKERS_SETTING },
  },
  JOB_EXPIRE_SECONDS: {
    schema: z.coerce.number().int().min(1).max(MAX_JOB_EXPIRE_SECONDS).optional(),
    message: 'config.jobExpire',
    params: { max: MAX_JOB_EXPIRE_SECONDS },
  },
  OUTBOUND_ALLOW: {
    schema: z
      .string()
      .optional()
      .refine((v) => {
        try {
          parseOutboundAllow(v);
          return true;
        } catch {
          return false;
        }
      })
      .transform(parseOutboundAllow),
    message: 'config.outboundAllow',
  },
  LARGE_BODY_BUDGET_MB: {
    schema: z.coerce
      .number()
      .int()
      .min(MIN_LARGE_BODY_BUDGET_MB)
      .default(LARGE_BODY_BUDGET_BYTES / MB),
    message: 'config.largeBodyBudget',
    params: { min: MIN_LARGE_BODY_BUDGET_MB },
  },
  AUDIT_LOG_RETENTION_DAYS: {
    schema: z.coerce
      .number()
      .int()
      .min(AUDIT_LOG_RETENTION_MIN_DAYS)
      .default(AUDIT_LOG_RETENTION_DEFAULT_DAYS),
    message: 'config.auditLogRetention',
    params: { min: AUDIT_LOG_RETENTION_MIN_DAYS },
  },
  METRICS_TOKEN: {
    schema: z
      .string()
      .trim()
      .regex(new RegExp(`^\\S{${MIN_METRICS_TOKEN_LENGTH},}$`))
      .optional(),
    message: 'config.metricsToken',
    params: { min: MIN_METRICS_TOKEN_LENGTH },
  },
  S3_ENDPOINT: {
    schema: urlWith(['http:', 'https:']).optional(),
    message: 'config.url',
    params: { example: 'https://minio.example.nl:9000' },
  },
  S3_BUCKET: { schema: optionalText.optional(), message: 'config.notEmpty' },
  S3_REGION: { schema: optionalText.optional(), message: 'config.notEmpty' },
  S3_ACCESS_KEY_ID: { schema: optionalText.optional(), message: 'config.notEmpty' },
  S3_SECRET_ACCESS_KEY: { schema: optionalText.optional(), message: 'config.notEmpty' },
  S3_FORCE_PATH_STYLE: { schema: booleanFlag(false), message: 'config.boolean' },
  S3_PREFIX: {
    schema: z
      .string()
      .trim()
      .regex(/^(?!\/)[A-Za-z0-9_./-]*$/)
      .transform((v) => (v === '' || v.endsWith('/') ? v : `${v}/`))
      .default(''),
    message: 'config.s3Prefix',
  },
  SHUTDOWN_UNREADY_MS: {
    schema: z.coerce.number().int().min(0).max(MAX_SHUTDOWN_UNREADY_MS).default(0),
    message: 'config.milliseconds',
    params: { min: 0, max: MAX_SHUTDOWN_UNREADY_MS },
  },
} satisfies Record<string, TRule<unknown>>;

/** The object store's settings besides S3_BUCKET: each says nothing without it. */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/**
 * SOFFICE_ALLOW_NETWORK alone, read where a conversion runs (a document worker process too);
 * loadConfig refuses a bad value at the start.
 */
export function readSofficeAllowNetwork(env: TEnv = process.env): boolean {
  const parsed = RULES.SOFFICE_ALLOW_NETWORK.schema.safeParse(
    env.SOFFICE_ALLOW_NETWORK || undefined,
  );
  return parsed.success && parsed.data;
}

/**
 * SOFFICE_TIMEOUT_MS alone, read where a conversion runs; undefined when unset (loadConfig
 * refuses a bad value at the start).
 */
export function readSofficeTimeoutMs(env: TEnv = process.env): number | undefined {
  const parsed = RULES.SOFFICE_TIMEOUT_MS.schema.safeParse(env.SOFFICE_TIMEOUT_MS || undefined);
  return parsed.success ? parsed.data : undefined;
}

type TRaw = { [K in keyof typeof RULES]: z.output<(typeof RULES)[K]['schema']> };

/**
 * Reads and validates the configuration. Empty variables count as unset, so `PORT=` in an .env
 * file means "default" rather than an error. Throws {@link ConfigError} naming every bad value.
 */
export function loadConfig(env: TEnv = process.env): TConfig {
  const problems: string[] = [];
  const raw: Partial<Record<string, unknown>> = {};
  for (const [name, rule] of Object.entries(RULES) as [string, TRule<unknown>][]) {
    const value = env[name]?.trim() === '' ? undefined : env[name];
    const parsed = rule.schema.safeParse(value);
    if (parsed.success) raw[name] = parsed.data;
    else problems.push(formatProblem(name, rule));
  }
  const role = raw.SERVER_ROLE as TServerRole | undefined;
  if (role !== undefined && role !== 'all' && raw.DATABASE_URL === undefined) {
    problems.push(ts('config.roleNeedsDatabase', { role }));
  }
  problems.push(...s3Problems(env, raw));
  if (problems.length > 0) throw new ConfigError(problems);
  return toConfig(raw as TRaw);
}

/**
 * S3 is chosen by S3_BUCKET; with it S3_REGION is needed, and the two keys go together (neither:
 * the AWS SDK finds credentials itself). S3 settings without S3_BUCKET are refused rather than
 * ignored: a typo there would quietly keep every file on one server's disk.
 */
function s3Problems(env: TEnv, raw: Partial<Record<string, unknown>>): string[] {
  if (raw.S3_BUCKET === undefined) {
    const set = S3_SETTINGS.filter((name) => env[name]?.trim());
    return set.length > 0 ? [ts('config.s3NeedsBucket', { names: set.join(', ') })] : [];
  }
  const problems: string[] = [];
  if (raw.S3_REGION === undefined) problems.push(ts('config.s3Missing', { name: 'S3_REGION' }));
  const hasId = raw.S3_ACCESS_KEY_ID !== undefined;
  if (hasId !== (raw.S3_SECRET_ACCESS_KEY !== undefined)) {
    const name = hasId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(ts('config.s3KeyPair', { name }));
  }
  return problems;
}

function formatProblem(name: string, rule: TRule<unknown>): string {
  const format = ts as (
    key: TServerOnlyMessageKey,
    params: Record<string, string | number>,
  ) => string;
  return format(rule.message, { ...rule.params, name });
}

function toConfig(raw: TRaw): TConfig {
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir: isAbsolute(raw.DATA_DIR) ? raw.DATA_DIR : resolve(REPO_ROOT, raw.DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    publicUrl,
    adminEmail: raw.ADMIN_EMAIL.toLowerCase(),
    adminPassword: raw.ADMIN_PASSWORD,
    seedDemo: raw.SEED_DEMO,
    demoPassword: raw.DEMO_PASSWORD,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    appEnv: raw.APP_ENV,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    serveSourceMaps: raw.SERVE_SOURCE_MAPS,
    sofficeAllowNetwork: raw.SOFFICE_ALLOW_NETWORK,
    sofficeTimeoutMs: raw.SOFFICE_TIMEOUT_MS,
    paymentProviderUrl: raw.PAYMENT_PROVIDER_URL,
    role: raw.SERVER_ROLE,
    documentWorkers: raw.DOCUMENT_WORKERS,
    jobExpireSeconds: raw.JOB_EXPIRE_SECONDS,
    outboundAllow: raw.OUTBOUND_ALLOW,
    largeBodyBudgetBytes: raw.LARGE_BODY_BUDGET_MB * MB,
    metricsToken: raw.METRICS_TOKEN,
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          region: raw.S3_REGION ?? '',
          endpoint: raw.S3_ENDPOINT,
          accessKeyId: raw.S3_ACCESS_KEY_ID,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
          forcePathStyle: raw.S3_FORCE_PATH_STYLE,
          prefix: raw.S3_PREFIX,
        }
      : undefined,
    shutdownUnreadyMs: raw.SHUTDOWN_UNREADY_MS,
    auditLogRetentionDays: raw.AUDIT_LOG_RETENTION_DAYS,
  };
}
