import { t } from '@eform/core/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http/api-error';
import { renderScreen } from '../test/render';
import { ListBody } from './list-body';
import { OfflineUnavailable, UNSENT_LIST_PATH } from './offline-unavailable';

afterEach(() => vi.restoreAllMocks());

const failed = {
  isPending: false,
  isError: true,
  error: new ApiError(0, 'Failed to fetch'),
  refetch: vi.fn(),
} as unknown as UseQueryResult<readonly string[]>;

function renderList(query: UseQueryResult<readonly string[]> = failed) {
  renderScreen(
    <ListBody
      query={query}
      loading="laden"
      failed="Lijst kon niet worden geladen"
      empty="leeg"
      emptyIcon={null}
      emptyTestId="empty"
    >
      {(items) => items.join(',')}
    </ListBody>,
    '/folders',
  );
}

describe('OfflineUnavailable', () => {
  it('says the screen cannot open offline and links to the saved registrations', () => {
    renderScreen(<OfflineUnavailable />, '/folders');
    const note = screen.getByTestId('offline-unavailable');
    expect(note.textContent).toContain(t('ui.offline.unavailableTitle'));
    expect(note.textContent).toContain(t('ui.offline.unavailableText'));
    const link = screen.getByRole('link', { name: t('ui.offline.unavailableLink') });
    expect(link.getAttribute('href')).toBe(UNSENT_LIST_PATH);
    expect(UNSENT_LIST_PATH).toBe('/unsend-registration-list');
  });

  it('replaces a list that failed offline (never a retry that cannot work)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderList();
    expect(screen.getByTestId('offline-unavailable')).toBeTruthy();
    expect(screen.queryByText('Lijst kon niet worden geladen')).toBeNull();
  });

  it('replaces a load paused for want of a network (never an endless spinner)', () => {
    const paused = { isPending: true, isError: false, fetchStatus: 'paused' };
    renderList(paused as unknown as UseQueryResult<readonly string[]>);
    expect(screen.getByTestId('offline-unavailable')).toBeTruthy();
  });

  it('keeps a list already loaded when its refetch fails offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderList({ ...failed, data: ['Voorbeelden'] } as unknown as UseQueryResult<
      readonly string[]
    >);
    expect(screen.getByText('Voorbeelden')).toBeTruthy();
    expect(screen.queryByTestId('offline-unavailable')).toBeNull();
  });

  it('leaves an online failure to the list with its retry', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderList();
    expect(screen.queryByTestId('offline-unavailable')).toBeNull();
    expect(screen.getByText('Lijst kon niet worden geladen')).toBeTruthy();
  });
});
