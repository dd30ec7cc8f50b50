import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';

/** Every unknown path ends here, with a way back home (doc 1 §2.1). */
export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={440} ta="center">
        <BrandMark size={40} />
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {t('ui.notFound.title')}
        </Title>
        <Text c="dimmed">{th('ui.notFound.text')}</Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {th('ui.notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
