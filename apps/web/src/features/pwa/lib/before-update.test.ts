import { afterEach, describe, expect, it } from 'vitest';
import { onBeforeUpdate, runBeforeUpdate } from './before-update';

const cleanups: (() => void)[] = [];
const register = (handler: () => Promise<void>) => cleanups.push(onBeforeUpdate(handler));

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('onBeforeUpdate', () => {
  it('runs every registered handler and waits for all of them', async () => {
    const done: string[] = [];
    register(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('slow save');
    });
    register(async () => void done.push('quick save'));
    await runBeforeUpdate();
    expect(done.sort()).toEqual(['quick save', 'slow save']);
  });

  it('resolves at once without handlers', async () => {
    await expect(runBeforeUpdate()).resolves.toBeUndefined();
  });

  it('rejects when one handler fails, after the others ran', async () => {
    let saved = false;
    register(() => Promise.reject(new Error('opslag vol')));
    register(async () => {
      saved = true;
    });
    await expect(runBeforeUpdate()).rejects.toThrow('opslag vol');
    expect(saved).toBe(true);
  });

  it('no longer runs a handler after its cleanup, even when the same function is registered twice', async () => {
    let calls = 0;
    const handler = async () => {
      calls += 1;
    };
    const first = onBeforeUpdate(handler);
    register(handler);
    first();
    await runBeforeUpdate();
    expect(calls).toBe(1);
  });
});
