import type { TFormSettings } from '@eform/core/api';
import { ta } from '@eform/core/messages/admin';
import { Alert } from '@mantine/core';
import { buildGuestLink } from '../lib/guest-link';
import { CopyLinkField } from './copy-link-field';
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
        <CopyLinkField
          label={ta('formSharing.guest.link')}
          link={link}
          onCopy={onCopy}
          testId="guest-link"
        />
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
