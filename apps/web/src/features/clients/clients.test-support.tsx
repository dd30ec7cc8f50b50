import type { TClientDetail } from '@eform/core/api';
import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import { notifications } from '@mantine/notifications';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { renderRouter, testQueryClient } from '../../test/render';
import { ShellClientContext, shellClient } from './hooks/use-shell-client';

/** A client as GET /api/clients/{id} answers it. */
export function sampleClient(overrides: Partial<TClientDetail> = {}): TClientDetail {
  return {
    id: 7,
    uuid: '3f2a1c9e-1111-4222-8333-444455556666',
    name: 'Gemeente Testdorp',
    modules: ['word', 'tracking'],
    credits: 120,
    low_credit_email_limit: 10,
    registrations_count: 42,
    user_register_intro_text: { value: '<p>Welkom</p>', format: 'filtered_html' },
    terms_and_conditions_users: [],
    ...overrides,
  };
}

/**
 * Stubs fetch with answers by "METHOD /path" (or "METHOD /path*" for any query), records the
 * calls with their JSON bodies, and watches the toasts. Anything else answers 599.
 */
export function stubClientApi() {
  const answers = new Map<string, { status: number; body: unknown; gate?: Promise<void> }>();
  const calls: { method: string; path: string; body: unknown }[] = [];
  let toastSpy: MockInstance<typeof notifications.show>;
  const fetchSpy = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, path: input, body });
    const answer =
      answers.get(`${method} ${input}`) ?? answers.get(`${method} ${input.split('?')[0]}*`);
    if (!answer) return new Response('{"code":"INTERNAL","message":"onverwacht"}', { status: 599 });
    await answer.gate;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    toastSpy = vi.spyOn(notifications, 'show');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchSpy.mockClear();
    answers.clear();
    calls.length = 0;
  });
  return {
    answer(route: string, body: unknown, status = 200) {
      answers.set(route, { status, body });
    },
    /** Answers `route` only once the returned function is called. */
    hold(route: string, body: unknown, status = 200): () => void {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      answers.set(route, { status, body, gate });
      return release;
    },
    calls,
    toasts: () => toastSpy.mock.calls.map(([toast]) => String(toast.message)),
  };
}

/**
 * Renders a client screen at `url` under the route `path`, inside the shell's client context
 * with the permissions of `roles`; other paths render a marker naming where it navigated.
 */
export function renderClientScreen(
  ui: ReactElement,
  { path, url, roles = ['admin'] }: { path: string; url: string; roles?: TRole[] },
) {
  const client = shellClient(7, 'Gemeente Testdorp', permissionsForRoles(roles));
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: <ShellClientContext value={client}>{ui}</ShellClientContext> },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { initialEntries: [url] },
  );
  return { ...renderRouter(router, queryClient), router, queryClient };
}
