import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refetchOnFirstControl } from './first-control';

/**
 * navigator.serviceWorker as the browser has it: a worker in control, or none yet; `takeOver()`
 * is a worker taking the page (sw.ts `clientsClaim`).
 */
function serviceWorkerContainer(controller: object | null) {
  const state = { controller };
  const container = new EventTarget() as ServiceWorkerContainer;
  Object.defineProperty(container, 'controller', { get: () => state.controller });
  const takeOver = () => {
    state.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { container, takeOver };
}

/** A query client holding a screen's answer and one of a screen left already (inactive). */
async function askedBefore() {
  const queryClient = new QueryClient();
  const form = vi.fn(async () => ({ form_id: 'f1' }));
  const folders = vi.fn(async () => []);
  await queryClient.fetchQuery({ queryKey: ['form'], queryFn: form });
  await queryClient.fetchQuery({ queryKey: ['folders'], queryFn: folders });
  return { queryClient, form, folders };
}

describe('the first visit, once the worker takes control', () => {
  it('asks every query asked so far again, through it, once', async () => {
    const { queryClient, form, folders } = await askedBefore();
    const { container, takeOver } = serviceWorkerContainer(null);
    refetchOnFirstControl(container, queryClient);
    expect(form).toHaveBeenCalledTimes(1);
    takeOver();
    await waitFor(() => expect(form).toHaveBeenCalledTimes(2));
    expect(folders).toHaveBeenCalledTimes(2);
    // An update later changes the worker again: nothing is asked for that.
    takeOver();
    expect(form).toHaveBeenCalledTimes(2);
  });

  it('waits for nothing on a page a worker controls already (a later visit)', async () => {
    const { queryClient } = await askedBefore();
    const { container } = serviceWorkerContainer({});
    const listen = vi.spyOn(container, 'addEventListener');
    refetchOnFirstControl(container, queryClient);
    expect(listen).not.toHaveBeenCalled();
  });
});
