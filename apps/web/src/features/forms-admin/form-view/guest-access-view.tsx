import type { TFormSettings } from '@eform/core/api';
import { ta } from '@eform/core/messages/admin';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { buildGuestLink } from '../lib/guest-link';
import { GuestLimitField } from './guest-limit-field';
import { SettingsSwitch } from './settings-switch';

type TGuestAccessViewProps = {
  settings: TFormSettings;
  published: boolean;
  /** The page's origin, e.g. https://eform.example.nl. */
  origin: string;
  saving: boolean;
  onToggle: (on: boolean) => Promise<unknown>;
  onCopy: (link: string) => void;
  /** When the hourly guest limit last refused a submit (the form's guest_limit_hit_at). */
  limitHitAt?: string | null;
  /** Saves settings.guest_submits_per_hour. */
  onLimitSave?: (perHour: number) => Promise<unknown>;
};

/**
 * The guest access switch and, once the server gave the form its guestID, the public link to
 * guest_form, read-only (so it can be selected) with a copy button, and the limit of guest
 * registrations per hour. Guests can fill a published form only, which a note says while the
 * form is not.
 */
export function GuestAccessView({
  settings,
  published,
  origin,
  saving,
  onToggle,
  onCopy,
  limitHitAt = null,
  onLimitSave,
}: TGuestAccessViewProps) {
  const link = buildGuestLink(origin, settings);
  return (
    <>
      <SettingsSwitch
        label={ta('formSharing.guest.enable')}
        description={ta('formSharing.guest.enableHelp')}
        checked={settings.guestAccess === true}
        disabled={saving}
        onChange={onToggle}
        testId="guest-access-switch"
      />
      {link && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            readOnly
            label={ta('formSharing.guest.link')}
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: '1 1 16rem', minWidth: 0 }}
            data-testid="guest-link"
          />
          <Button
            variant="light"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => onCopy(link)}
            data-testid="guest-link-copy"
          >
            {ta('formSharing.guest.copy')}
          </Button>
        </Group>
      )}
      {settings.guestAccess === true && onLimitSave && (
        <GuestLimitField
          perHour={settings.guest_submits_per_hour}
          hitAt={limitHitAt}
          disabled={saving}
          onSave={onLimitSave}
        />
      )}
      {settings.guestAccess === true && !published && (
        <Alert color="yellow" variant="light" data-testid="guest-not-published">
          {ta('formSharing.guest.notPublished')}
        </Alert>
      )}
    </>
  );
}
