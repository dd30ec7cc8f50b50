import { th } from '@eform/core/messages/home';
import { Button, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useInstallPrompt } from '../../install';
import { DashboardCard } from './dashboard-card';

/** Invites the user to install the app, with the browser's prompt when it offers one. */
export function InstallAppCard() {
  const { installed, install, kind } = useInstallPrompt();
  let action = (
    <Text size="sm" fs="italic">
      {kind === 'ios' ? th('ui.install.iosManual') : th('ui.dashboard.install.manual')}
    </Text>
  );
  if (installed) action = <Text size="sm">{th('ui.dashboard.install.installed')}</Text>;
  else if (install) {
    action = (
      <Button variant="light" onClick={() => void install()} style={{ alignSelf: 'flex-start' }}>
        {th('ui.dashboard.install.action')}
      </Button>
    );
  }
  return (
    <DashboardCard
      icon={IconDeviceMobileDown}
      title={th('ui.dashboard.install.title')}
      text={th('ui.dashboard.install.text')}
      action={action}
      testId="dashboard-card-install"
    />
  );
}
