import { GUEST_SUBMITS_PER_HOUR_DEFAULT, GUEST_SUBMITS_PER_HOUR_MAX } from '@eform/core/constants';
import { formatDate } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import { Alert, NumberInput, Stack } from '@mantine/core';
import { useRef, useState } from 'react';

type TGuestLimitFieldProps = {
  /** The stored settings.guest_submits_per_hour (unset: the default). */
  perHour: number | undefined;
  /** When the limit last refused a guest submit (the form's guest_limit_hit_at). */
  hitAt: string | null;
  disabled: boolean;
  /** Saves a new limit. */
  onSave: (perHour: number) => Promise<unknown>;
};

/**
 * The guest form's limit of guest registrations per hour (issue 17: guests use the client's
 * credits), saved when the field is left with a changed, valid number, and when it last refused
 * one: 'Limiet bereikt op {date}'.
 */
export function GuestLimitField({ perHour, hitAt, disabled, onSave }: TGuestLimitFieldProps) {
  const stored = perHour ?? GUEST_SUBMITS_PER_HOUR_DEFAULT;
  const [value, setValue] = useState<string | number>(stored);
  const [shown, setShown] = useState(stored);
  // The value a save is under way for: Enter, then leaving the field (the field is disabled
  // while saving, which also blurs it), saved it twice with two toasts.
  const saving = useRef<number | null>(null);
  // A save elsewhere (or a reload after a conflict) brings a new stored value: show it.
  if (shown !== stored) {
    setShown(stored);
    setValue(stored);
  }
  const commit = () => {
    const next = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(next) || next < 1 || next > GUEST_SUBMITS_PER_HOUR_MAX) {
      setValue(stored);
      return;
    }
    if (next === stored || next === saving.current) return;
    saving.current = next;
    void onSave(next).finally(() => {
      saving.current = null;
    });
  };
  return (
    <Stack gap="xs">
      <NumberInput
        label={ta('formSharing.guest.limit')}
        description={ta('formSharing.guest.limitHelp', { default: GUEST_SUBMITS_PER_HOUR_DEFAULT })}
        value={value}
        onChange={setValue}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        min={1}
        max={GUEST_SUBMITS_PER_HOUR_MAX}
        allowDecimal={false}
        allowNegative={false}
        disabled={disabled}
        maw={240}
        data-testid="guest-limit"
      />
      {hitAt && (
        <Alert color="orange" variant="light" data-testid="guest-limit-hit">
          {ta('formSharing.guest.limitHit', { date: formatDate(hitAt) })}
        </Alert>
      )}
    </Stack>
  );
}
