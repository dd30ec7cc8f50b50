import { t } from '@eform/core/messages';
import { AppShell, Burger, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../../ui/brand-mark';
import { PageLoader } from '../../../ui/page-loader';
import { SkipLink } from '../../../ui/skip-link';
import { useAccess } from '../../session/hooks/use-access';
import { TermsGate } from '../../terms/components/terms-gate';
import { useAccountWatch } from '../hooks/use-account-watch';
import { ClientSwitcher } from './client-switcher';
import { EnvironmentBadge } from './environment-badge';
import { NavMenu } from './nav-menu';
import { OfflineBanner } from './offline-banner';
import { ServerNotificationBanner } from './server-notification-banner';
import { UserPanel } from './user-panel';

const NAVBAR_ID = 'app-navbar';
const MAIN_ID = 'main-content';

/** The signed-in shell: header, side drawer (a drawer behind the burger on phones), banners. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  const access = useAccess();
  useAccountWatch();
  useHotkeys([['Escape', close]]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink target={MAIN_ID} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('ui.shell.closeMenu') : t('ui.shell.openMenu')}
              aria-expanded={opened}
              aria-controls={NAVBAR_ID}
            />
            <UnstyledButton component={Link} to="/" onClick={close}>
              <BrandMark />
            </UnstyledButton>
          </Group>
          <EnvironmentBadge />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id={NAVBAR_ID}
        p="md"
        aria-label={t('ui.shell.mainNav')}
        inert={isMobile && !opened}
      >
        <AppShell.Section mb="md">
          <ClientSwitcher />
        </AppShell.Section>
        {/* Native scrolling: Mantine's ScrollArea would add its scrollbar code to every page. */}
        <AppShell.Section grow mx="-md" px="md" style={{ overflowY: 'auto' }}>
          <NavMenu onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section
          pt="md"
          mt="md"
          style={{ borderTop: '1px solid var(--app-shell-border-color)' }}
        >
          <UserPanel onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} tabIndex={-1} bg="gray.0">
        <Stack gap="md" maw={1200} mx="auto">
          <ServerNotificationBanner />
          <OfflineBanner />
          {access.status === 'ready' ? <Outlet /> : <PageLoader />}
        </Stack>
      </AppShell.Main>
      <TermsGate />
    </AppShell>
  );
}
