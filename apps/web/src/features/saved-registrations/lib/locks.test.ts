import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLockName, withLock } from './locks';

/** A Web Locks manager of one page: exclusive locks by name, granted in order. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request: vi.fn((name: string, task: () => Promise<unknown>) => {
      const run = (queues.get(name) ?? Promise.resolve()).then(task, task);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    }),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('withLock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never runs two sends of one fill_token at once (two tabs share the lock)', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { ...navigator, locks });
    const events: string[] = [];
    const send = (tab: string) => async () => {
      events.push(`${tab} start`);
      await tick();
      events.push(`${tab} end`);
      return tab;
    };
    const answers = await Promise.all([
      withLock(sendLockName('tok'), send('a')),
      withLock(sendLockName('tok'), send('b')),
    ]);
    expect(answers).toEqual(['a', 'b']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(locks.request).toHaveBeenCalledWith('eform-send:tok', expect.any(Function));
  });

  it('runs at once where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    await expect(withLock('x', async () => 42)).resolves.toBe(42);
  });
});
