import type { TAuditEntry } from '@eform/core/api/audit';
import { tc } from '@eform/core/messages/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderScreen } from '../../../test/render';
import { AuditLogView } from './audit-log-view';

const api = stubFetchRoutes();

const entry = (i: number, action: TAuditEntry['action'] = 'registration.view'): TAuditEntry => ({
  at: new Date(Date.UTC(2026, 5, 1, 10, i)).toISOString(),
  user: { id: 3, display_name: `Marieke ${i}` },
  action,
  object_type: 'registration',
  object_id: `reg-${i}`,
  address: '10.0.0.9',
  client_id: 7,
  details: null,
});

const BASE = '/api/clients/7/audit-log';
const show = () =>
  renderScreen(<AuditLogView scope={{ kind: 'client', clientId: '7' }} label="Auditlog" />);

describe('AuditLogView', () => {
  it('shows who did what, when and from where, and loads more pages', async () => {
    api.answer(`GET ${BASE}`, { items: [entry(2), entry(1)], next_page: 2 });
    api.answer(`GET ${BASE}?page=2`, { items: [entry(0, 'registration.trash')], next_page: null });
    show();
    const table = await screen.findByTestId('audit-log-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1]?.textContent ?? '';
    for (const text of [
      'Marieke 2',
      tc('audit.action.registration.view'),
      tc('audit.object.registration'),
      '10.0.0.9',
      'reg-2',
    ]) {
      expect(first).toContain(text);
    }
    await userEvent.setup().click(screen.getByRole('button', { name: tc('audit.more') }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByText(tc('audit.action.registration.trash'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: tc('audit.more') })).toBeNull();
  });

  it("says 'Nog geen gebeurtenissen.' for an empty log", async () => {
    api.answer(`GET ${BASE}`, { items: [], next_page: null });
    show();
    expect(await screen.findByText('Nog geen gebeurtenissen.')).toBeTruthy();
  });

  it('asks again with the chosen filters on Filteren, and clears them on Wissen', async () => {
    api.answer(`GET ${BASE}*`, { items: [entry(1)], next_page: null });
    show();
    await screen.findByTestId('audit-log-table');
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByLabelText(tc('audit.filter.action')),
      'registration.export',
    );
    await user.type(screen.getByLabelText(tc('audit.filter.user')), '3');
    await user.type(screen.getByLabelText(tc('audit.filter.registration')), 'abc');
    await user.click(screen.getByRole('button', { name: tc('audit.filter.apply') }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(
        `${BASE}?user_id=3&action=registration.export&registration_id=abc`,
      ),
    );
    await user.click(screen.getByRole('button', { name: tc('audit.filter.reset') }));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe(BASE));
    expect((screen.getByLabelText(tc('audit.filter.user')) as HTMLInputElement).value).toBe('');
  });

  it('sends Van and Tot as the start of their days, Tot included', async () => {
    api.answer(`GET ${BASE}*`, { items: [], next_page: null });
    show();
    await screen.findByTestId('audit-log-empty');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(tc('audit.filter.from')), '2026-06-01');
    await user.type(screen.getByLabelText(tc('audit.filter.to')), '2026-06-01');
    await user.click(screen.getByRole('button', { name: tc('audit.filter.apply') }));
    await waitFor(() => expect(api.calls.at(-1)?.path).toContain('from='));
    const query = new URLSearchParams(api.calls.at(-1)?.path.split('?')[1]);
    const from = new Date(query.get('from') ?? '');
    const to = new Date(query.get('to') ?? '');
    expect(to.getTime() - from.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(from.getHours()).toBe(0);
  });

  it('shows an error with a retry', async () => {
    api.answer(`GET ${BASE}`, { code: 'INTERNAL', message: 'kapot' }, 500);
    show();
    expect(await screen.findByText(tc('audit.error'))).toBeTruthy();
    api.answer(`GET ${BASE}`, { items: [entry(1)], next_page: null });
    await userEvent.setup().click(screen.getByRole('button', { name: tc('clientsAdmin.retry') }));
    expect(await screen.findByTestId('audit-log-table')).toBeTruthy();
  });
});
