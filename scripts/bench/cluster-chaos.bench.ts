/**
 * Benchmark (not a test): losing a node (issue 33, item 3). 2,000 submits (BENCH_SUBMITS) with an
 * e-mail and a hook each through nginx to 2 API processes and 2 workers; at 40% one API process
 * and one worker are killed with SIGKILL; then every process is restarted in turn under 1,000
 * more. Prints what was acknowledged, stored, mailed and posted, once or twice, and what the
 * clients met on a first try. Needs the built server (`npm run build && tsx
 * scripts/build-server.ts`) and nginx; DATABASE_URL's server or an embedded cluster.
 * Run: npm run bench:cluster-chaos
 */
import { runChaos } from '../cluster/chaos';

const submits = Number(process.env.BENCH_SUBMITS ?? 2000);
const report = await runChaos({
  submits,
  expireSeconds: 30,
  databaseUrl: process.env.DATABASE_URL || undefined,
  log: (line) => process.stdout.write(`  ${line}\n`),
});
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
const whole =
  report.stored === report.acknowledged &&
  report.storedOnce === report.acknowledged &&
  report.mails.distinct === report.acknowledged &&
  report.hooks.distinct === report.acknowledged;
process.stdout.write(
  `${whole ? 'every acknowledged registration stored once, mailed and posted' : 'MISSING WORK'}; ` +
    `mails twice ${report.mails.twice}, hooks twice ${report.hooks.twice}\n`,
);
if (!whole) process.exitCode = 1;
