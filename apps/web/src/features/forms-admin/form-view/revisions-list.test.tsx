import { ta } from '@eform/core/messages/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { RevisionsList } from './revisions-list';
import {
  canRestoreRevision,
  scheduleReloadAfterRestore,
  type TFormRevision,
} from './revisions-restore';

const current: TFormRevision = {
  revision_id: 41,
  revision: 3,
  updated_at: '2026-03-05T13:07:00.000Z',
  user: { username: 'an' },
};
const older: TFormRevision = {
  revision_id: 40,
  revision: 2,
  updated_at: '2026-03-04T09:00:00.000Z',
  user: null,
};
const revisions = [current, older];

function setup(props: Partial<Parameters<typeof RevisionsList>[0]> = {}) {
  const onRestore = vi.fn();
  renderScreen(
    <RevisionsList
      revisions={revisions}
      currentRevision={3}
      canEdit
      restoring={null}
      onRestore={onRestore}
      {...props}
    />,
  );
  return { onRestore, user: userEvent.setup() };
}

const row = (revision: number) => screen.getByTestId(`revision-row-${revision}`);
const restoreButton = (revision: number) =>
  within(row(revision)).queryByRole('button', { name: ta('formDetail.revisions.restore') });

describe('canRestoreRevision', () => {
  it.each([
    ['an older revision', older, true, true],
    ['the current revision', current, true, false],
    ['without eform form edit', older, false, false],
  ] as const)('%s: %s', (_title, revision, canEdit, allowed) => {
    expect(canRestoreRevision(revision, 3, canEdit)).toBe(allowed);
  });
});

describe('reload after a restore', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 3 s (doc 2 §4)', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    scheduleReloadAfterRestore(reload);
    vi.advanceTimersByTime(2999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('RevisionsList', () => {
  it('marks the current revision, which cannot be restored', () => {
    setup();
    expect(row(3).getAttribute('aria-current')).toBe('true');
    expect(within(row(3)).getByText(ta('formDetail.revisions.isCurrent'))).toBeTruthy();
    expect(restoreButton(3)).toBeNull();
    expect(restoreButton(2)).not.toBeNull();
  });

  it('restores only after the inline confirmation', async () => {
    const { user, onRestore } = setup();
    await user.click(restoreButton(2) as HTMLElement);
    expect(onRestore).not.toHaveBeenCalled();
    const confirm = within(row(2)).getByTestId('revision-confirm');
    expect(
      within(confirm).getByText(ta('formDetail.revisions.confirm', { revision: 2 })),
    ).toBeTruthy();
    await user.click(
      within(confirm).getByRole('button', { name: ta('formDetail.revisions.confirmYes') }),
    );
    expect(onRestore).toHaveBeenCalledWith(older);
  });

  it('offers no restore without eform form edit', () => {
    setup({ canEdit: false });
    expect(restoreButton(2)).toBeNull();
  });

  it('says when there are no revisions', () => {
    setup({ revisions: [] });
    expect(screen.getByText(ta('formDetail.revisions.empty'))).toBeTruthy();
  });
});
