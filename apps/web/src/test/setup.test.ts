import { describe, expect, it } from 'vitest';

describe('the test setup', () => {
  it('answers a fetch no test stubbed as a server that is down, without a request leaving the process', async () => {
    const answer = await fetch('/api/file/f1');
    expect(answer.status).toBe(503);
  });
});
