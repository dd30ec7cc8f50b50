import { t } from '@eform/core/messages';
import { Group, Image, Text } from '@mantine/core';

/** The app's logo and name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src="/favicon.svg" alt="" w={size} h={size} />
      <Text fw={700} fz={size > 32 ? 'xl' : 'lg'} c="brand.8">
        {t('ui.app.name')}
      </Text>
    </Group>
  );
}
