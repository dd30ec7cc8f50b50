import { DASHBOARD_FORM_DAYS } from '@eform/core/api/registration-charts';
import { describe, expect, it } from 'vitest';
import { createClient, createForm, createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { createRegistration } from './registrations.test-support';

const { app, db } = await getTestServer();

const DAY_MS = 86_400_000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY_MS);

const client = await createClient(db);
const busy = await createForm(db, client, null, { name: 'Meldingen' });
const workflow = await createForm(db, client, null, {
  name: 'Aanvragen',
  type: 'workflow',
  registrationPhase: '1',
});
const quiet = await createForm(db, client, null, { name: 'Stil' });
for (const at of [daysAgo(0), daysAgo(0), daysAgo(1), daysAgo(5)]) {
  await createRegistration(db, busy, { registeredAt: at });
}
// Too old, trashed, or not sent: not counted.
await createRegistration(db, busy, { registeredAt: daysAgo(DASHBOARD_FORM_DAYS + 5) });
await createRegistration(db, busy, { registeredAt: daysAgo(0), deletedAt: new Date() });
await createRegistration(db, busy, { registeredAt: daysAgo(0), status: 'draft' });
await createRegistration(db, workflow, { registeredAt: daysAgo(2) });
for (const phase of ['1', '1', '3']) {
  await createRegistration(db, workflow, { status: 'draft', phase });
}
await createRegistration(db, workflow, { status: 'draft', phase: '2', deletedAt: new Date() });

const other = await createClient(db);
const foreign = await createForm(db, other, null, { name: 'Van een ander' });
await createRegistration(db, foreign, { registeredAt: daysAgo(0) });

const manager = await createUser(db, { client, roles: ['form_manager'] });
const filler = await createUser(db, { client });
const managerKey = await login(app, manager);

const dashboard = (key: string, clientId = client.id) =>
  callApi(app, key, 'GET', `/api/client/${clientId}/dashboard/forms`);

describe('GET /api/client/{id}/dashboard/forms', () => {
  it('answers per form the last 30 days and the open registrations per phase, busiest first', async () => {
    const response = await dashboard(managerKey);
    expect(response.statusCode, response.body).toBe(200);
    const { forms } = response.json();
    expect(forms.map((f: { name: string }) => f.name)).toEqual(['Meldingen', 'Aanvragen', 'Stil']);
    const [meldingen, aanvragen, stil] = forms;
    expect(meldingen.form_id).toBe(busy.uuid);
    expect(meldingen.total_30_days).toBe(4);
    expect(meldingen.last_30_days).toHaveLength(DASHBOARD_FORM_DAYS);
    const counts = meldingen.last_30_days.map((d: { count: number }) => d.count);
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(4);
    // Today's two (the trashed one and the draft of today not among them) are the last day's.
    expect(counts.at(-1)).toBe(2);
    // Oldest first, every day listed: today is last.
    const dates = meldingen.last_30_days.map((d: { date: string }) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(DASHBOARD_FORM_DAYS);
    expect(meldingen.open_per_phase).toEqual([]);
    expect(aanvragen.total_30_days).toBe(1);
    expect(aanvragen.open_per_phase).toEqual([
      { phase: '1', count: 2 },
      { phase: '3', count: 1 },
    ]);
    expect(stil.form_id).toBe(quiet.uuid);
    expect(stil.total_30_days).toBe(0);
    expect(stil.last_30_days.every((d: { count: number }) => d.count === 0)).toBe(true);
  });

  it("never shows another client's forms, and is refused to a filler and an outsider", async () => {
    const { forms } = (await dashboard(managerKey)).json();
    expect(forms.some((f: { form_id: string }) => f.form_id === foreign.uuid)).toBe(false);
    expect((await dashboard(await login(app, filler))).statusCode).toBe(403);
    expect((await dashboard(managerKey, other.id)).statusCode).toBe(403);
  });
});
