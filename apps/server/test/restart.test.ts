import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { folders } from '../src/db/schema';
import { startRuntime } from '../src/runtime';

// A real start on an embedded cluster of its own: the same DATA_DIR must come back with all data.
// In the system temp folder: the postgres system user must reach it (see test/global-setup.ts).
const dataDir = await mkdtemp(join(tmpdir(), 'eform-restart-'));
// mkdtemp makes it 0700; PostgreSQL runs as its own system user and must reach the cluster inside.
await chmod(dataDir, 0o755);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const config = {
  ...loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'beheerder-wachtwoord',
    DEMO_PASSWORD: 'demo-wachtwoord',
    LOG_LEVEL: 'silent',
  }),
  port: 0,
  host: '127.0.0.1',
};

describe('restart on the same DATA_DIR', () => {
  it('keeps users, sessions and data across a stop and a start', async () => {
    const notices: string[] = [];
    const first = await startRuntime(config, { printNotice: (text) => notices.push(text) });
    let apiKey: string;
    let clientId: number;
    try {
      expect(notices).toHaveLength(1);
      const login = await fetch(`${first.address}/api/user/login`, {
        method: 'POST',
        body: new URLSearchParams({
          username: 'client_manager@example.nl',
          password: 'demo-wachtwoord',
        }),
      });
      expect(login.status).toBe(200);
      const body = (await login.json()) as { api_key: string; clients: { id: number }[] };
      apiKey = body.api_key;
      clientId = body.clients[0]?.id ?? 0;
      await first.app.db.insert(folders).values({ clientId, name: 'Blijft bestaan' });
    } finally {
      await first.stop();
    }

    const second = await startRuntime(config, { printNotice: (text) => notices.push(text) });
    try {
      expect(notices).toHaveLength(1);
      // The admin folder list: the filler's list shows only folders with shared forms.
      const response = await fetch(`${second.address}/api/client/${clientId}/folders`, {
        headers: { 'api-key': apiKey },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ folder_name: 'Blijft bestaan' })]),
      );
    } finally {
      await second.stop();
    }
  }, 120_000);
});
