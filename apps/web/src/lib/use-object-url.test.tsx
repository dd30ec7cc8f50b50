import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../test/render';
import { useObjectUrl, useStoredFileUrl } from './use-object-url';

let made = 0;
beforeEach(() => {
  made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:url-${++made}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useObjectUrl', () => {
  it('gives an object URL for a blob, revokes it when the blob changes and on unmount', () => {
    const first = new Blob(['a']);
    const second = new Blob(['b']);
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: undefined as Blob | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ blob: first });
    expect(result.current).toBe('blob:url-1');
    expect(URL.createObjectURL).toHaveBeenLastCalledWith(first);
    rerender({ blob: second });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:url-1');
    expect(result.current).toBe('blob:url-2');
    rerender({ blob: undefined });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:url-2');
    expect(result.current).toBeUndefined();
    rerender({ blob: first });
    unmount();
    // Each URL made here revoked once, in turn. (Counted by URL: a download of an earlier file
    // in this worker revokes its own URL a minute after, whenever that falls.)
    const revoked = vi
      .mocked(URL.revokeObjectURL)
      .mock.calls.map(([url]) => url)
      .filter((url) => url.startsWith('blob:url-'));
    expect(revoked).toEqual(['blob:url-1', 'blob:url-2', 'blob:url-3']);
  });
});

describe('useStoredFileUrl', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
  );

  it('fetches an API file with the key and shows it through an object URL; another address as it is', async () => {
    const fetchSpy = vi.fn(async () => new Response(new Blob(['png'])));
    vi.stubGlobal('fetch', fetchSpy);
    const api = renderHook(() => useStoredFileUrl('/api/file/f1'), { wrapper });
    await waitFor(() => expect(api.result.current.src).toBe('blob:url-1'));
    expect(fetchSpy).toHaveBeenCalledWith('/api/file/f1', expect.anything());
    api.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:url-1');

    const outside = renderHook(() => useStoredFileUrl('https://example.org/a.png'), { wrapper });
    expect(outside.result.current).toEqual({ src: 'https://example.org/a.png', failed: false });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('says failed when the file cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"NOT_FOUND","message":"Weg."}', { status: 404 })),
    );
    const { result } = renderHook(() => useStoredFileUrl('/api/file/weg'), { wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.src).toBeUndefined();
  });
});
