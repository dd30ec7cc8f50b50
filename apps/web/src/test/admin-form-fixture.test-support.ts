import { type TForm, ZForm } from '@eform/core/api';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

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

/**
 * For the screens that save through the form container: `fetch` answers '{}' unless a test says
 * otherwise (`fetchSpy.mockResolvedValueOnce`), and the toasts are watched (`toasts()`), both
 * reset after each test. Call once at the top of a test file.
 */
export function stubFormSaves() {
  const fetchSpy = vi.fn(async (_path: string, _init?: RequestInit) => new Response('{}'));
  let toastSpy: MockInstance<typeof notifications.show>;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    toastSpy = vi.spyOn(notifications, 'show');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchSpy.mockReset();
  });
  return { fetchSpy, toasts: () => toastSpy };
}
