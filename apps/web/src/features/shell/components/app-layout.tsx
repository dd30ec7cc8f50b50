import { t } from '@eform/core/messages';
import { Burger, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../../ui/brand-mark';
import { NavigationProgress } from '../../../ui/navigation-progress';
import { PageLoader } from '../../../ui/page-loader';
import { SkipLink } from '../../../ui/skip-link';
import { useAccess } from '../../session';
import { TermsGate } from '../../terms';
import { useAccountWatch } from '../hooks/use-account-watch';
import { useEscapeKey } from '../hooks/use-escape-key';
import classes from './app-layout.module.css';
import { ClientSwitcher } from './client-switcher';
import { EnvironmentBadge } from './environment-badge';
import { NavMenu } from './nav-menu';
import { OfflineBanner } from './offline-banner';
import { ServerNotificationBanner } from './server-notification-banner';
import { UserPanel } from './user-panel';

const NAVBAR_ID = 'app-navbar';
const MAIN_ID = 'main-content';
/**
 * react-remove-scroll's class for fixed elements at the right edge: while a modal locks the page's
 * scrolling, it keeps the header from shifting by the scrollbar's width (as Mantine's AppShell did).
 */
export const SCROLL_LOCK_RIGHT_CLASS = 'right-scroll-bar-position';

/**
 * The signed-in shell: header, side drawer (a drawer behind the burger on phones), banners, and
 * the progress bar while the next screen loads.
 */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  const access = useAccess();
  useAccountWatch();
  useEscapeKey(close);

  return (
    <>
      <SkipLink target={MAIN_ID} />
      <NavigationProgress />
      <header className={`${classes.header} ${SCROLL_LOCK_RIGHT_CLASS}`}>
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
      </header>

      <nav
        id={NAVBAR_ID}
        className={classes.navbar}
        data-opened={opened || undefined}
        aria-label={t('ui.shell.mainNav')}
        inert={isMobile && !opened}
      >
        <ClientSwitcher />
        <div className={classes.menu}>
          <NavMenu onNavigate={close} />
        </div>
        <div className={classes.foot}>
          <UserPanel onNavigate={close} />
        </div>
      </nav>

      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Stack gap="md" maw={1200} mx="auto">
          <ServerNotificationBanner />
          <OfflineBanner />
          {access.status === 'ready' ? <Outlet /> : <PageLoader />}
        </Stack>
      </main>
      <TermsGate />
    </>
  );
}
