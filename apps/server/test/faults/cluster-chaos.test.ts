import { describe, expect, inject, it } from 'vitest';
import { runChaos } from '../../../../scripts/cluster/chaos';
import { getTestDatabase } from '../support';

// Issue 33, item 3, the small version of bench:cluster-chaos: 200 submits with an e-mail and a
// hook each through nginx; an API process and a worker killed with SIGKILL at 40% (a submit nginx
// could not finish is sent again by the client with its fill_token); then both API processes
// restarted in turn under a steady load (the bench restarts the workers too, which does not fit
// a minute on 2 cores). Every acknowledged registration is stored once, mailed and posted; the
// rolling restart fails no request (a request on a kept-alive connection that nginx's reload
// closed as it went out is sent again at once, as a browser does, and not counted). A mail or
// hook the killed worker had sent but not yet recorded goes again after its lease: at most what
// it had in flight (4 SMTP connections, 32 hooks at once); hooks carry an idempotency key for it.
const { url } = await getTestDatabase();

describe('losing a node', () => {
  it('keeps every acknowledged registration, mail and hook, and restarts without a failure', async () => {
    const report = await runChaos({
      submits: 200,
      databaseUrl: url,
      bundle: inject('serverBundle'),
    });
    expect(report.stored).toBe(report.acknowledged);
    expect(report.storedOnce).toBe(report.acknowledged);
    expect(report.mails.distinct).toBe(report.acknowledged);
    expect(report.hooks.distinct).toBe(report.acknowledged);
    expect(report.mails.twice).toBeLessThanOrEqual(4);
    expect(report.hooks.twice).toBeLessThanOrEqual(32);
    const failed = Object.entries(report.rollingTrouble).filter(
      ([kind]) => !kind.startsWith('reused '),
    );
    expect(failed).toEqual([]);
    // About 100 s on 2 loaded cores; a CI machine twice as busy still has room.
  }, 480_000);
});
