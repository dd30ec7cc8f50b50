import type { TFormSettings } from '@eform/core/api';
import {
  PERIODIC_MAIL_WEEKDAYS,
  type TPeriodicMailPeriod,
  type TWeeklyRegistrationMailFields,
  validateWeeklyRegistrationMail,
  weeklyRegistrationMailOf,
} from '@eform/core/email';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFormDetail } from '../../form-admin-kit';
import {
  PeriodicMailRecipients,
  recipientRow,
  type TRecipientRow,
} from './periodic-mail-recipients';

const DAY_OPTIONS = PERIODIC_MAIL_WEEKDAYS.map((day) => ({
  value: String(day),
  label: ta(`periodicMail.day.${day}`),
}));

const PERIOD_OPTIONS = [
  { value: 'weekly', label: ta('periodicMail.period.weekly') },
  { value: 'monthly', label: ta('periodicMail.period.monthly') },
];

/**
 * The periodic mail panel of the Registraties tab (doc 2 'Registrations list', §3
 * settings.weeklyRegistrationMail): on or off, weekly on a weekday or monthly, and its
 * recipients; saved through the shell's one save with the e-mail settings' toasts. A new
 * revision (this save, or another's) starts the editor afresh from what is stored.
 */
export function PeriodicMailPanel() {
  const { form } = useFormDetail();
  return (
    <PeriodicMailEditor key={form.revision_id} stored={form.settings.weeklyRegistrationMail} />
  );
}

function PeriodicMailEditor({ stored }: { stored: TFormSettings['weeklyRegistrationMail'] }) {
  const { save, saving } = useFormDetail();
  // What is stored: the shell's form, then what a save of this panel answered.
  const [initial, setInitial] = useState(() => weeklyRegistrationMailOf(stored));
  // The recipients are edited in `rows` (as typed, keyed); the rest here.
  const [setting, setSetting] = useState<TWeeklyRegistrationMailFields>(initial);
  const [rows, setRows] = useState<TRecipientRow[]>(() =>
    initial.recipients.map((recipient) => recipientRow(recipient.email)),
  );
  const [showIssues, setShowIssues] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);

  const draft: TWeeklyRegistrationMailFields = {
    ...setting,
    recipients: rows.map((row) => ({ email: row.email.trim() })),
  };
  const issues = validateWeeklyRegistrationMail(draft);
  const messages = showIssues
    ? Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))
    : {};
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  useEffect(() => {
    if (attempt === 0) return;
    panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSave = async () => {
    if (issues.length > 0) {
      setShowIssues(true);
      setAttempt((n) => n + 1);
      return;
    }
    const saved = await save(
      (current) => ({
        ...current,
        settings: { ...current.settings, weeklyRegistrationMail: draft },
      }),
      { success: () => ta('emails.saved'), failure: ta('emails.saveFailed') },
    );
    if (!saved) return;
    const now = weeklyRegistrationMailOf(saved.settings.weeklyRegistrationMail);
    setInitial(now);
    setSetting(now);
    setRows(now.recipients.map((recipient) => recipientRow(recipient.email)));
    setShowIssues(false);
  };

  return (
    <Paper withBorder radius="md" p="md" ref={panelRef} data-testid="periodic-mail">
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h4">
          {ta('periodicMail.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {ta('periodicMail.intro')}
        </Text>
        <Switch
          label={ta('periodicMail.enabled')}
          checked={setting.enabled}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            setSetting((current) => ({ ...current, enabled }));
          }}
        />
        <Stack gap={4}>
          <Text fw={500} size="sm" id="periodic-mail-period">
            {ta('periodicMail.period')}
          </Text>
          <SegmentedControl
            aria-labelledby="periodic-mail-period"
            data={PERIOD_OPTIONS}
            value={setting.period}
            onChange={(period) =>
              setSetting((current) => ({ ...current, period: period as TPeriodicMailPeriod }))
            }
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        {setting.period === 'weekly' && (
          <NativeSelect
            label={ta('periodicMail.day')}
            data={DAY_OPTIONS}
            value={String(setting.day)}
            onChange={(event) => {
              const day = Number(event.currentTarget.value);
              setSetting((current) => ({ ...current, day }));
            }}
            maw={240}
          />
        )}
        <Text size="sm" c="dimmed">
          {ta(setting.period === 'weekly' ? 'periodicMail.weeklyHelp' : 'periodicMail.monthlyHelp')}
        </Text>
        <PeriodicMailRecipients
          rows={rows}
          errors={rows.map((_row, index) => messages[`recipients.${index}.email`])}
          listError={messages.recipients}
          onChange={setRows}
        />
        {showIssues && issues.length > 0 && (
          <Alert color="red" role="alert">
            {t('form.invalid')}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {dirty ? ta('periodicMail.unsaved') : ''}
          </Text>
          <Button onClick={() => void onSave()} loading={saving}>
            {ta('periodicMail.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
