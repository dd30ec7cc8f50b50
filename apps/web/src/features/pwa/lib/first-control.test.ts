import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteUncontrolledGet } from '../../../lib/http/uncontrolled-gets';
import { cacheFirstVisitOnControl } from './first-control';

const FORM = '/api/form/0b6f6c36-7d0c-4d2b-9f0e-3d8f1b2c4a5e';
const fetchMock = vi.fn(async () => new Response('{}'));

/**
 * navigator.serviceWorker as the browser has it: a worker in control, or none yet; `takeOver()`
 * is a worker taking the page (sw.ts `clientsClaim`).
 */
function serviceWorkerContainer(controller: object | null) {
  const state = { controller };
  const container = new EventTarget() as ServiceWorkerContainer;
  Object.defineProperty(container, 'controller', { get: () => state.controller });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  const takeOver = () => {
    state.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { container, takeOver };
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const asked = () =>
  fetchMock.mock.calls.map((call) => {
    const [path, init] = call as unknown as [string, RequestInit];
    return [path, (init.headers as Record<string, string>)['api-key']];
  });

describe('the first visit, once the worker takes control', () => {
  it('asks the GETs made before again through it, those its rules keep, each with its own key', async () => {
    const { container, takeOver } = serviceWorkerContainer(null);
    cacheFirstVisitOnControl(container);
    noteUncontrolledGet(FORM, 'sleutel');
    noteUncontrolledGet('/api/client/7/info', 'sleutel');
    noteUncontrolledGet(FORM, 'sleutel'); // asked twice, kept once
    noteUncontrolledGet('/api/form/f1/registrations/export', 'sleutel'); // never kept offline
    noteUncontrolledGet('/api/user/info', null); // no key: nobody's answer
    expect(fetchMock).not.toHaveBeenCalled();

    takeOver();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(asked()).toEqual([
      [FORM, 'sleutel'],
      ['/api/client/7/info', 'sleutel'],
    ]);
    // Forgotten once asked: a later change of worker (an update) asks nothing.
    container.dispatchEvent(new Event('controllerchange'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('notes nothing and waits for nothing on a page a worker controls already', async () => {
    const { container } = serviceWorkerContainer({});
    const addListener = vi.spyOn(container, 'addEventListener');
    cacheFirstVisitOnControl(container);
    noteUncontrolledGet(FORM, 'sleutel');
    expect(addListener).not.toHaveBeenCalled();

    // Only what was asked without a worker is asked again when one takes over.
    const next = serviceWorkerContainer(null);
    cacheFirstVisitOnControl(next.container);
    noteUncontrolledGet('/api/user/info', 'sleutel');
    next.takeOver();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(asked()).toEqual([['/api/user/info', 'sleutel']]);
  });
});
