/**
 * Losing a node (issue 33, item 3): submits with an e-mail and a hook each go through nginx to 2
 * API processes while 2 workers send the mails and hooks; in the middle one API process and one
 * worker are killed with SIGKILL. Then, with both back, every process is restarted in turn
 * (cluster.restart: out of nginx, SIGTERM, start, back) under more submits. Counts at the
 * receivers and in the database what came once, twice or never. bench:cluster-chaos runs it with
 * 2,000 submits, the CI test (apps/server/test/faults/cluster-chaos.test.ts) with 200.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { newEmailSetting } from '@eform/core/email';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../apps/server/src/db/client';
import { hookSecrets } from '../../apps/server/src/db/schema';
import { newSigningSecret } from '../../apps/server/src/modules/integrations/form-hooks.service';
import { BENCH_PASSWORD, createBenchForm } from '../bench/after-send-setup';
import { startCluster, type TClusterOptions } from './cluster';
import { startHookCounter, startMailReceiver, twice } from './receivers';
import { createSubmitter, show, type TTrouble } from './submitter';

export interface TChaosOptions extends Pick<TClusterOptions, 'databaseUrl' | 'bundle'> {
  /** Submits during which the two processes are killed. */
  submits: number;
  /** Submits during the rolling restart; half of `submits` unset. */
  rollingSubmits?: number;
  /** Which processes the rolling restart takes: every one, or the API processes only (CI). */
  rollingNodes?: 'all' | 'api';
  /**
   * JOB_EXPIRE_SECONDS of the processes (10): when a killed worker's jobs and claimed mails and
   * hooks are handed out again. Below what a job waits in a worker's batch under load, a live
   * worker's job is handed out a second time too (5 s and 4,000 queued: 405 hooks twice).
   */
  expireSeconds?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

/** What a run found. */
export interface TChaosReport {
  acknowledged: number;
  /** Registrations of the run in the database, and of the acknowledged fill_tokens how many once. */
  stored: number;
  storedOnce: number;
  mails: { distinct: number; twice: number };
  hooks: { distinct: number; twice: number };
  /** First-try troubles while the processes were killed (each such submit was sent again). */
  killTrouble: Record<string, number>;
  /** First-try troubles during the rolling restart (the goal: none but reused connections). */
  rollingTrouble: Record<string, number>;
  seconds: { kill: number; rolling: number; drain: number };
}

/** During the rolling restart: 2 submits in flight, each after a pause (about 15 a second). */
const ROLLING_CONCURRENCY = 2;
const ROLLING_PAUSE_MS = 50;

export async function runChaos(options: TChaosOptions): Promise<TChaosReport> {
  const log = options.log ?? (() => undefined);
  const tag = randomUUID().slice(0, 8);
  const expireSeconds = options.expireSeconds ?? 10;
  const mails = await startMailReceiver(new RegExp(`Chaos ${tag} (\\d+)`));
  const hooks = await startHookCounter();
  const cluster = await startCluster({
    databaseUrl: options.databaseUrl,
    bundle: options.bundle,
    env: {
      SMTP_URL: mails.url,
      OUTBOUND_ALLOW: `127.0.0.1:${hooks.port}`,
      JOB_EXPIRE_SECONDS: String(expireSeconds),
      LOG_LEVEL: 'info',
    },
  });
  const database = createDatabase(cluster.databaseUrl, { max: 2 });
  try {
    log(`cluster up at ${cluster.url}`);
    const rollingSubmits = options.rollingSubmits ?? Math.ceil(options.submits / 2);
    const hookId = randomUUID();
    const { client, user, form } = await createBenchForm(
      { database },
      {
        // The rolling restart goes on submitting until the last process is back.
        credits: 1_000_000,
        emailSettings: [
          {
            ...newEmailSetting(),
            to_addresses: [{ to_address: 'ontvanger@example.nl' }],
            email_subject: `Chaos ${tag} $registration_serial_number$`,
            email_add_attachment_registration_pdf: false,
          },
        ],
        webhookIntegrations: [
          {
            hook_id: hookId,
            hook_name: 'Zaaksysteem',
            hook_type: 'post-to-url',
            hook_url: hooks.url,
          },
        ],
      },
    );
    await database.db.insert(hookSecrets).values({
      clientId: client.id,
      formId: form.id,
      hookId,
      signingSecret: newSigningSecret(),
    });
    const login = await fetch(`${cluster.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.email, password: BENCH_PASSWORD }),
    });
    const { api_key: apiKey } = (await login.json()) as { api_key: string };
    const submitter = createSubmitter(cluster.url, apiKey, form.uuid);

    // Phase 1: kill -9 an API process and a worker when 40% are acknowledged.
    const [api1] = cluster.nodes.filter((node) => node.role === 'api');
    const [worker1] = cluster.nodes.filter((node) => node.role === 'worker');
    if (!api1 || !worker1) throw new Error('cluster without api or worker');
    let started = performance.now();
    const killAt = Math.floor(options.submits * 0.4);
    const killing = (async () => {
      while (submitter.acknowledged.length < killAt) await sleep(10);
      log(
        `kill -9 ${api1.name} and ${worker1.name} at ${submitter.acknowledged.length} acknowledged`,
      );
      await Promise.all([cluster.kill(api1), cluster.kill(worker1)]);
    })();
    killing.catch(() => undefined);
    const killTrouble = await submitter.submit(0, options.submits);
    await killing;
    const killSeconds = (performance.now() - started) / 1000;
    log(
      `${options.submits} acknowledged in ${killSeconds.toFixed(1)} s; troubles ${show(killTrouble)}`,
    );

    // Phase 2: both back, then every process restarted in turn under load.
    await Promise.all([cluster.restart(api1), cluster.restart(worker1)]);
    started = performance.now();
    let rolling = true;
    const restarts = (async () => {
      const nodes = cluster.nodes.filter(
        (node) => options.rollingNodes !== 'api' || node.role === 'api',
      );
      for (const node of nodes) {
        log(`rolling restart of ${node.name}`);
        await cluster.restart(node);
      }
      rolling = false;
    })();
    // Awaited below; a failed submit meanwhile must not leave its rejection unhandled.
    restarts.catch(() => undefined);
    const rollingTrouble: TTrouble = new Map();
    let offset = options.submits;
    // At least `rollingSubmits`, and on until the last process is back.
    while (rolling || offset < options.submits + rollingSubmits) {
      const batch = Math.max(16, Math.ceil(rollingSubmits / 4));
      const answered = await submitter.submit(offset, batch, ROLLING_CONCURRENCY, ROLLING_PAUSE_MS);
      for (const [kind, n] of answered) {
        rollingTrouble.set(kind, (rollingTrouble.get(kind) ?? 0) + n);
      }
      offset += batch;
    }
    await restarts;
    const rollingSeconds = (performance.now() - started) / 1000;
    log(
      `${offset - options.submits} more acknowledged during the rolling restart in ${rollingSeconds.toFixed(1)} s; troubles ${show(rollingTrouble)}`,
    );

    // Every mail and hook arrives (a killed worker's after its jobs expire).
    started = performance.now();
    const total = submitter.acknowledged.length;
    const deadline = Date.now() + 300_000;
    while ((mails.counts().size < total || hooks.counts().size < total) && Date.now() < deadline) {
      await sleep(100);
    }
    // A moment more for anything that would come twice (a job handed out again after expiry).
    await sleep(expireSeconds * 2000);
    const drainSeconds = (performance.now() - started) / 1000;
    const { rows } = await database.db.execute<{ stored: number; once: number }>(sql`
      select count(*)::int as stored,
        count(*) filter (where s.fill_token = any(${sql.param(submitter.acknowledged)}::text[]))::int as once
      from registrations r join registration_submits s on s.registration_id = r.id
      where r.form_id = ${form.id}`);
    const counted = rows[0] ?? { stored: 0, once: 0 };
    submitter.close();
    return {
      acknowledged: total,
      stored: counted.stored,
      storedOnce: counted.once,
      mails: { distinct: mails.counts().size, twice: twice(mails.counts()) },
      hooks: { distinct: hooks.counts().size, twice: twice(hooks.counts()) },
      killTrouble: Object.fromEntries(killTrouble),
      rollingTrouble: Object.fromEntries(rollingTrouble),
      seconds: { kill: killSeconds, rolling: rollingSeconds, drain: drainSeconds },
    };
  } finally {
    await database.close();
    await cluster.stop();
    await mails.close();
    await hooks.close();
  }
}
