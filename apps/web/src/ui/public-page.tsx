import { Container, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandMark } from './brand-mark';

/** Layout of the screens guests open without signing in. */
export function PublicPage() {
  return (
    <Container size="md" py="lg" component="main">
      <Stack gap="lg">
        <BrandMark />
        <Outlet />
      </Stack>
    </Container>
  );
}
