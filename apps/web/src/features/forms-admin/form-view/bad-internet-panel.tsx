import { ta } from '@eform/core/messages/admin';
import { useCan } from '../../session';
import { DetailPanel } from './detail-panel';
import { SettingsSwitch, useSettingToggle } from './settings-switch';

/**
 * Bad-internet mode (doc 2 §2): files travel inside the registration instead of being uploaded
 * on their own. The switch saves at once (doc 2 §4). With 'eform form edit'.
 */
export function BadInternetPanel() {
  const can = useCan();
  const mode = useSettingToggle('bad_internet_mode', (on) =>
    ta(on ? 'formSharing.badInternet.enabled' : 'formSharing.badInternet.disabled'),
  );
  if (!can('eform form edit')) return null;
  return (
    <DetailPanel title={ta('formSharing.badInternet.title')} testId="bad-internet-panel">
      <SettingsSwitch
        label={ta('formSharing.badInternet.enable')}
        description={ta('formSharing.badInternet.help')}
        checked={mode.checked}
        disabled={mode.saving}
        onChange={mode.toggle}
        testId="bad-internet-switch"
      />
    </DetailPanel>
  );
}
