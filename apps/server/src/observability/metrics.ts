import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf, type TDb } from '../db/client';
import { findQueueDepths } from './job-queues.repository';

/** Every metric the server exports starts with this: one namespace to find them by. */
export const METRIC_PREFIX = 'eform_';

/** The route label of a request no route answered (never its raw path: ids, personal data). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Latency buckets in seconds: from a cached answer (a few ms) to a submit with files or an
 * export's download over a slow line.
 */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The labels of a request's metrics: the route pattern, the method, the status code. */
type THttpLabels = 'route' | 'method' | 'status';

/**
 * The metrics of one app instance (one per process in production; each test's app its own, so
 * apps built side by side never clash on a name). The counters are incremented where the event
 * happens: requests by the app's hook, submits by their routes, mail and hook failures by the
 * after-send workers (their deps carry this object), gauges are read when Prometheus scrapes.
 */
export interface TMetrics {
  registry: Registry;
  httpRequests: Counter<THttpLabels>;
  httpDuration: Histogram<THttpLabels>;
  /** Registrations sent (users and guests), by outcome: 'stored' or the refusal's error code. */
  submits: Counter<'kind' | 'outcome'>;
  /** E-mail attempts that did not send: 'retry' (another attempt queued) or 'failed' (given up). */
  mailFailures: Counter<'outcome'>;
  /** Hook attempts that did not succeed, by hook type: 'retry' or 'failed', as for e-mails. */
  hookFailures: Counter<'hook_type' | 'outcome'>;
}

/**
 * A registry with the server's own metrics; with `db`, also the database pool's use and the job
 * queues' depth and age, read at each scrape (one query over pg-boss's job table).
 */
export function createMetrics(db?: TDb): TMetrics {
  const registry = new Registry();
  const name = (suffix: string) => `${METRIC_PREFIX}${suffix}`;
  const metrics: TMetrics = {
    registry,
    httpRequests: new Counter({
      name: name('http_requests_total'),
      help: 'HTTP requests answered, by route pattern, method and status code',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: name('http_request_duration_seconds'),
      help: 'Time from a request arriving to its answer sent, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    submits: new Counter({
      name: name('registration_submits_total'),
      help: "Registrations sent (kind: user or guest), by outcome: 'stored' or the error code",
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
    mailFailures: new Counter({
      name: name('mail_failures_total'),
      help: "E-mail attempts that did not send: outcome 'retry' (tried again later) or 'failed'",
      labelNames: ['outcome'],
      registers: [registry],
    }),
    hookFailures: new Counter({
      name: name('hook_failures_total'),
      help: "Hook delivery attempts that did not succeed, by hook type: 'retry' or 'failed'",
      labelNames: ['hook_type', 'outcome'],
      registers: [registry],
    }),
  };
  if (db) watchDatabase(registry, db);
  return metrics;
}

/** Pool gauges and job queue gauges, collected when scraped. */
function watchDatabase(registry: Registry, db: TDb): void {
  const pool = poolOf(db);
  const poolGauge = (suffix: string, help: string, read: () => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_${suffix}`,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge('connections', 'Connections the pool holds (in use and idle)', () => pool.totalCount);
  poolGauge('idle_connections', 'Connections idle in the pool', () => pool.idleCount);
  poolGauge('waiting_clients', 'Queries waiting for a free connection', () => pool.waitingCount);

  const jobs = new Gauge({
    name: `${METRIC_PREFIX}job_queue_jobs`,
    help: "Jobs per pg-boss queue and state: 'created' and 'retry' wait, 'active' run",
    labelNames: ['queue', 'state'],
    registers: [registry],
    collect: () => readQueues(),
  });
  const oldest = new Gauge({
    name: `${METRIC_PREFIX}job_queue_oldest_waiting_seconds`,
    help: 'How long the oldest job that may start now has waited, per pg-boss queue',
    labelNames: ['queue'],
    registers: [registry],
    collect: () => readQueues(),
  });
  // The registry collects every metric at once: the two gauges share one query per scrape.
  let reading: Promise<void> | undefined;
  const readQueues = () => {
    reading ??= setQueueGauges().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const setQueueGauges = async () => {
    jobs.reset();
    oldest.reset();
    // Without pg-boss's tables (not installed yet) or a database, the queues are left out: the
    // scrape still answers, with the pool's gauges telling what is wrong.
    const rows = await findQueueDepths(db).catch(() => []);
    const oldestByQueue = new Map<string, number>();
    for (const row of rows) {
      jobs.set({ queue: row.queue, state: row.state }, row.jobs);
      const seconds = Math.max(oldestByQueue.get(row.queue) ?? 0, row.oldestDueSeconds);
      oldestByQueue.set(row.queue, seconds);
    }
    for (const [queue, seconds] of oldestByQueue) oldest.set({ queue }, seconds);
  };
}

/** The process's own metrics (CPU, memory, GC, event-loop delay), made on the first scrape. */
let processRegistry: Registry | undefined;

/**
 * The Prometheus text of the app's metrics and the process's (prom-client's default metrics,
 * prefixed, among them `eform_nodejs_eventloop_lag_seconds`). Those are once per process: each
 * watches the event loop on a timer, which every test's app would otherwise add again.
 */
export async function metricsText(metrics: TMetrics): Promise<string> {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });
  }
  return Registry.merge([metrics.registry, processRegistry]).metrics();
}

/** The content type of {@link metricsText}. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
