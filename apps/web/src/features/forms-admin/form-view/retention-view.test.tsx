import type { TFormRetention } from '@eform/core/api';
import type { TRetentionPreview } from '@eform/core/api/forms-admin';
import { formatDate } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import { nextRetentionRun } from '@eform/core/retention';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { RetentionView } from './retention-view';

const NEXT_RUN = '2030-01-02T03:29:00.000Z';

function setup(stored: TFormRetention | undefined, counts = { sent: 3, drafts: 1, saved: 2 }) {
  const onSave = vi.fn(async (_retention: TFormRetention) => undefined);
  const loadPreview = vi.fn(
    async (_retention: TFormRetention): Promise<TRetentionPreview> => ({
      ...counts,
      next_run_at: NEXT_RUN,
    }),
  );
  renderScreen(
    <RetentionView
      formId="f1"
      stored={stored}
      saving={false}
      onSave={onSave}
      loadPreview={loadPreview}
    />,
  );
  return { onSave, loadPreview, user: userEvent.setup() };
}

const previewSentence = (sent: number, drafts: number, saved: number) =>
  ta('retention.preview', { sent, drafts, saved });

describe('RetentionView', () => {
  it('says when retention is off', () => {
    setup(undefined);
    expect(screen.getByTestId('retention-current').textContent).toBe(ta('retention.off'));
    expect(screen.queryByTestId('retention-next-run')).toBeNull();
  });

  it('shows the saved term and the next deletion', () => {
    setup({ sent: { amount: 6, unit: 'months' }, drafts_days: 30 });
    const current = screen.getByTestId('retention-current').textContent ?? '';
    expect(current).toContain(
      ta('retention.current.sent', { amount: 6, unit: ta('retention.unit.months') }),
    );
    expect(current).toContain(ta('retention.current.drafts', { days: 30 }));
    expect(screen.getByTestId('retention-next-run').textContent).toBe(
      ta('retention.nextRun', { date: formatDate(nextRetentionRun(new Date())) }),
    );
  });

  it('turned on, shows what the next run deletes and asks before saving', async () => {
    const { onSave, loadPreview, user } = setup(undefined);
    await user.click(screen.getByRole('switch', { name: ta('retention.enabled') }));
    expect(await screen.findByText(previewSentence(3, 1, 2))).toBeTruthy();
    expect(loadPreview).toHaveBeenLastCalledWith(
      { sent: { amount: 12, unit: 'months' }, drafts_days: null },
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: ta('retention.save') }));
    const dialog = await screen.findByRole('dialog', { name: ta('retention.confirmTitle') });
    expect(
      within(dialog).getByText(
        ta('retention.confirmText', {
          date: formatDate(NEXT_RUN),
          sent: 3,
          drafts: 1,
          saved: 2,
        }),
      ),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    // Cancelled: nothing saved.
    await user.click(within(dialog).getByRole('button', { name: ta('retention.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: ta('retention.save') }));
    const again = await screen.findByRole('dialog', { name: ta('retention.confirmTitle') });
    await user.click(within(again).getByRole('button', { name: ta('retention.confirm') }));
    expect(onSave).toHaveBeenCalledWith({
      sent: { amount: 12, unit: 'months' },
      drafts_days: null,
    });
  });

  it('asks again for a shorter term typed in days', async () => {
    const { loadPreview, user } = setup(
      { sent: null, drafts_days: 30 },
      {
        sent: 0,
        drafts: 4,
        saved: 0,
      },
    );
    expect(screen.queryByTestId('retention-preview')).toBeNull();
    const days = screen.getByRole('textbox', { name: ta('retention.drafts') });
    await user.clear(days);
    await user.type(days, '7');
    expect(await screen.findByText(previewSentence(0, 4, 0))).toBeTruthy();
    expect(loadPreview).toHaveBeenLastCalledWith({ sent: null, drafts_days: 7 }, expect.anything());
  });

  it('saves a longer term at once, without a preview or a question', async () => {
    const { onSave, loadPreview, user } = setup({
      sent: { amount: 30, unit: 'days' },
      drafts_days: null,
    });
    const amount = screen.getByRole('textbox', { name: ta('retention.sent') });
    await user.clear(amount);
    await user.type(amount, '60');
    expect(screen.queryByTestId('retention-preview')).toBeNull();
    await user.click(screen.getByRole('button', { name: ta('retention.save') }));
    expect(onSave).toHaveBeenCalledWith({ sent: { amount: 60, unit: 'days' }, drafts_days: null });
    expect(loadPreview).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves without a question when the shorter term deletes nothing', async () => {
    const { onSave, user } = setup(undefined, { sent: 0, drafts: 0, saved: 0 });
    await user.click(screen.getByRole('switch', { name: ta('retention.enabled') }));
    expect(await screen.findByText(previewSentence(0, 0, 0))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ta('retention.save') }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the count failed, and still asks before saving', async () => {
    const { onSave, loadPreview, user } = setup(undefined);
    loadPreview.mockRejectedValue(new Error('offline'));
    await user.click(screen.getByRole('switch', { name: ta('retention.enabled') }));
    expect(await screen.findByText(ta('retention.previewFailed'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ta('retention.save') }));
    const dialog = await screen.findByRole('dialog', { name: ta('retention.confirmTitle') });
    expect(within(dialog).getByText(ta('retention.previewFailed'))).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names a bad amount and does not save it', async () => {
    const { onSave, user } = setup({ sent: { amount: 30, unit: 'days' }, drafts_days: null });
    const amount = screen.getByRole('textbox', { name: ta('retention.sent') });
    await user.clear(amount);
    expect(await screen.findByText(ta('retention.invalid', { max: 3650 }))).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: ta('retention.save') }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });
});
