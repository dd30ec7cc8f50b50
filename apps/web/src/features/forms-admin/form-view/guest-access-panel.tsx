import { ta } from '@eform/core/messages/admin';
import { copyText } from '../../../ui/copy-text';
import { useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import { DetailPanel } from './detail-panel';
import { GuestAccessView } from './guest-access-view';
import { useSettingToggle } from './settings-switch';

/**
 * Guest access (doc 2 §2 and §4): the switch saves at once. Turning it on sends only
 * `guestAccess: true`; the server gives the form a new random guestID, and the link appears with
 * its answer. With 'eform form edit'.
 */
export function GuestAccessPanel() {
  const can = useCan();
  const { form, save } = useFormDetail();
  const guest = useSettingToggle('guestAccess', (on) =>
    ta(on ? 'formSharing.guest.enabled' : 'formSharing.guest.disabled'),
  );
  if (!can('eform form edit')) return null;
  return (
    <DetailPanel title={ta('formSharing.guest.title')} testId="guest-access-panel">
      <GuestAccessView
        settings={form.settings}
        published={form.published_at !== null}
        origin={window.location.origin}
        saving={guest.saving}
        onToggle={guest.toggle}
        onCopy={(link) => void copyText(link)}
        limitHitAt={form.guest_limit_hit_at}
        onLimitSave={(perHour) =>
          save(
            (body) => ({
              ...body,
              settings: { ...body.settings, guest_submits_per_hour: perHour },
            }),
            { success: () => ta('formSharing.guest.limitSaved') },
          )
        }
      />
    </DetailPanel>
  );
}
