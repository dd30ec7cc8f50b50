import { type TForm, ZForm } from '@eform/core/api';

/**
 * A form as GET /api/form/{form_id} answers it, with `schema`, for the admin screens' tests.
 * `overrides` replace any field (e.g. `{ form_type: 'workflow' }`).
 */
export function adminFormFixture(
  schema: readonly unknown[] = [],
  overrides: Record<string, unknown> = {},
): TForm {
  return ZForm.parse({
    form_id: 'f-1',
    form_name: 'Melding openbare ruimte',
    form_type: 'default',
    client_id: 1,
    client_uuid: 'c-1',
    folder_id: 3,
    schema,
    rules: [],
    settings: {},
    email_settings: [],
    webhook_integrations: [],
    form_settings: {},
    form_summary: '',
    registrationNameToken: '',
    form_guest_id: null,
    published_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    revision_id: 7,
    user: null,
    users: [],
    registration_phase: null,
    guest_limit_hit_at: null,
    ...overrides,
  });
}
