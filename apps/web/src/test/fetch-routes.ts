import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/** One stubbed answer: status and JSON body. */
export type TStubAnswer = { status?: number; body: unknown };

/**
 * Stubs fetch with answers by "METHOD /path" (query included, or "METHOD /path*" for any query),
 * records every call with its parsed JSON body, and watches the toasts. An unexpected call
 * answers 599, so a test sees it fail rather than hang.
 */
export function stubFetchRoutes() {
  const answers = new Map<string, TStubAnswer>();
  const calls: { method: string; path: string; body: unknown }[] = [];
  let toastSpy: MockInstance<typeof notifications.show>;
  const fetchSpy = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    calls.push({ method, path: input, body });
    const answer =
      answers.get(`${method} ${input}`) ?? answers.get(`${method} ${input.split('?')[0]}*`);
    if (!answer) return new Response('{"code":"INTERNAL","message":"unexpected"}', { status: 599 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
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
    calls,
    /** The messages of the toasts shown so far. */
    toasts: () => toastSpy.mock.calls.map(([toast]) => String(toast.message)),
  };
}
