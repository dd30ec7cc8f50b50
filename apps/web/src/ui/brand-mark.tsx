import { t } from '@eform/core/messages';
import { Group, Text } from '@mantine/core';
import { AppLogo } from './app-logo';

/** The app's logo and name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <AppLogo size={size} />
      <Text fw={700} fz={size > 32 ? 'xl' : 'lg'} c="brand.8">
        {t('ui.app.name')}
      </Text>
    </Group>
  );
}
