import type { TFormRetention } from '@eform/core/api';
import type { TRetentionPreview } from '@eform/core/api/forms-admin';
import { RETENTION_AMOUNT_MAX, RETENTION_PREVIEW_DEBOUNCE_MS } from '@eform/core/constants';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { nextRetentionRun, retentionRemovesMore } from '@eform/core/retention';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import {
  fieldsOf,
  retentionOf,
  sameRetention,
  type TRetentionFields,
  termAmount,
} from '../lib/retention-draft';

type TRetentionViewProps = {
  formId: string;
  /** settings.retention as saved. */
  stored: TFormRetention | undefined;
  saving: boolean;
  /** Saves the term through the form's one save. */
  onSave: (retention: TFormRetention) => Promise<unknown>;
  /** How many the next run would delete under a term (the preview call). */
  loadPreview: (retention: TFormRetention, signal?: AbortSignal) => Promise<TRetentionPreview>;
};

/** The saved term in words, and when the next deletion runs. */
function CurrentTerm({ stored }: { stored: TFormRetention | undefined }) {
  if (!stored || (stored.sent === null && stored.drafts_days === null)) {
    return (
      <Text size="sm" c="dimmed" data-testid="retention-current">
        {ta('retention.off')}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="retention-current">
      <Text size="sm">
        {stored.sent
          ? ta('retention.current.sent', {
              amount: stored.sent.amount,
              unit: ta(`retention.unit.${stored.sent.unit}`),
            })
          : ta('retention.current.sentForever')}
      </Text>
      <Text size="sm">
        {stored.drafts_days !== null
          ? ta('retention.current.drafts', { days: stored.drafts_days })
          : ta('retention.current.draftsForever')}
      </Text>
      <Text size="sm" fw={500} data-testid="retention-next-run">
        {ta('retention.nextRun', { date: formatDate(nextRetentionRun(new Date())) })}
      </Text>
    </Stack>
  );
}

/** The preview sentence: what the next run deletes under the term being edited. */
function previewText(preview: TRetentionPreview) {
  return ta('retention.preview', {
    sent: preview.sent,
    drafts: preview.drafts,
    saved: preview.saved,
  });
}

const total = (preview: TRetentionPreview) => preview.sent + preview.drafts + preview.saved;

/**
 * Retention per form (issue 34): off or on, how long sent registrations are kept (days or
 * months) and drafts and saved registrations (days). A term turned on or made shorter shows,
 * before saving, how many registrations the next run would delete, and saving then asks for
 * confirmation when that is any.
 */
export function RetentionView({
  formId,
  stored,
  saving,
  onSave,
  loadPreview,
}: TRetentionViewProps) {
  const [fields, setFields] = useState<TRetentionFields>(() => fieldsOf(stored));
  const [confirming, setConfirming] = useState<TRetentionPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const set = (change: Partial<TRetentionFields>) => setFields((old) => ({ ...old, ...change }));
  const term = retentionOf(fields);
  const changed = term !== undefined && !sameRetention(term, stored);
  const removesMore = term !== undefined && retentionRemovesMore(term, stored, new Date());
  const [debounced] = useDebouncedValue(removesMore ? term : null, RETENTION_PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: ['form-admin', formId, 'retention-preview', debounced],
    queryFn: ({ signal }) => loadPreview(debounced as TFormRetention, signal),
    enabled: debounced !== null && removesMore,
  });

  const save = async () => {
    if (!term) return;
    if (removesMore) {
      // The count as it is now, not a debounced one that may be of an earlier term.
      setChecking(true);
      try {
        const fresh = await loadPreview(term);
        if (total(fresh) > 0) {
          setConfirming(fresh);
          return;
        }
      } catch {
        // No count: ask anyway rather than delete without a word.
        setConfirming({ sent: 0, drafts: 0, saved: 0, next_run_at: '' });
        return;
      } finally {
        setChecking(false);
      }
    }
    await onSave(term);
  };

  const amountError = (value: number | string) =>
    termAmount(value) === undefined
      ? ta('retention.invalid', { max: RETENTION_AMOUNT_MAX })
      : undefined;

  return (
    <Stack gap="sm">
      <Text size="sm">{ta('retention.intro')}</Text>
      <CurrentTerm stored={stored} />
      <Switch
        label={ta('retention.enabled')}
        checked={fields.on}
        onChange={(event) =>
          set(
            event.currentTarget.checked
              ? { on: true, sentOn: fields.sentOn || !fields.draftsOn }
              : { on: false },
          )
        }
        disabled={saving}
        data-testid="retention-switch"
      />
      {fields.on && (
        <Stack gap="xs">
          <Checkbox
            label={ta('retention.sentOn')}
            checked={fields.sentOn}
            onChange={(event) => set({ sentOn: event.currentTarget.checked })}
            disabled={saving}
            data-testid="retention-sent-on"
          />
          {fields.sentOn && (
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NumberInput
                label={ta('retention.sent')}
                value={fields.sentAmount}
                onChange={(value) => set({ sentAmount: value })}
                min={1}
                max={RETENTION_AMOUNT_MAX}
                allowDecimal={false}
                allowNegative={false}
                error={amountError(fields.sentAmount)}
                disabled={saving}
                w={{ base: '100%', xs: 220 }}
                data-testid="retention-sent-amount"
              />
              <Select
                label={ta('retention.sentUnit')}
                data={[
                  { value: 'days', label: ta('retention.unit.days') },
                  { value: 'months', label: ta('retention.unit.months') },
                ]}
                value={fields.sentUnit}
                onChange={(value) => set({ sentUnit: value === 'days' ? 'days' : 'months' })}
                allowDeselect={false}
                disabled={saving}
                w={{ base: '100%', xs: 160 }}
                data-testid="retention-sent-unit"
              />
            </Group>
          )}
          <Checkbox
            label={ta('retention.draftsOn')}
            checked={fields.draftsOn}
            onChange={(event) => set({ draftsOn: event.currentTarget.checked })}
            disabled={saving}
            data-testid="retention-drafts-on"
          />
          {fields.draftsOn && (
            <NumberInput
              label={ta('retention.drafts')}
              description={ta('retention.draftsDays')}
              value={fields.draftsDays}
              onChange={(value) => set({ draftsDays: value })}
              min={1}
              max={RETENTION_AMOUNT_MAX}
              allowDecimal={false}
              allowNegative={false}
              error={amountError(fields.draftsDays)}
              disabled={saving}
              w={{ base: '100%', xs: 220 }}
              data-testid="retention-drafts-days"
            />
          )}
        </Stack>
      )}
      {removesMore && (
        <div aria-live="polite" data-testid="retention-preview">
          {preview.isError ? (
            <Alert color="red" variant="light">
              {ta('retention.previewFailed')}
            </Alert>
          ) : preview.data && debounced !== null && sameRetention(debounced, term) ? (
            <Alert color={total(preview.data) > 0 ? 'orange' : 'blue'} variant="light">
              {previewText(preview.data)}
            </Alert>
          ) : (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                {ta('retention.previewLoading')}
              </Text>
            </Group>
          )}
        </div>
      )}
      <Group>
        <Button
          onClick={() => void save()}
          disabled={!changed || saving}
          loading={saving || checking}
          data-testid="retention-save"
          {...(removesMore ? DIALOG_OPENER : {})}
        >
          {ta('retention.save')}
        </Button>
      </Group>
      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={ta('retention.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('ui.common.close') }}
        data-testid="retention-confirm"
      >
        {confirming && (
          <Stack gap="md">
            <Text size="sm">
              {confirming.next_run_at
                ? ta('retention.confirmText', {
                    date: formatDate(confirming.next_run_at),
                    sent: confirming.sent,
                    drafts: confirming.drafts,
                    saved: confirming.saved,
                  })
                : ta('retention.previewFailed')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {ta('retention.cancel')}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setConfirming(null);
                  if (term) void onSave(term);
                }}
                data-testid="retention-confirm-save"
              >
                {ta('retention.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </Stack>
  );
}
