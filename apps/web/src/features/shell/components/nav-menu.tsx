import { t } from '@eform/core/messages';
import { NavLink, Skeleton, Stack } from '@mantine/core';
import {
  type Icon,
  IconChartBar,
  IconClipboardList,
  IconDatabase,
  IconDeviceFloppy,
  IconEdit,
  IconFolders,
  IconHistory,
  IconLayoutDashboard,
  IconListCheck,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useIsPlaceholderPath } from '../../../lib/placeholder-paths';
import { useAccess } from '../../session';
import { buildMenuItems, type TMenuItem, type TMenuItemId } from '../lib/menu-items';
import classes from './nav-menu.module.css';

const ICONS: Record<TMenuItemId, Icon> = {
  dashboard: IconLayoutDashboard,
  fillForm: IconEdit,
  savedRegistrations: IconDeviceFloppy,
  assignedRegistrations: IconListCheck,
  myRegistrations: IconClipboardList,
  formManagement: IconSettings,
  datasources: IconDatabase,
  clients: IconUsers,
  adminDashboard: IconChartBar,
  auditLog: IconHistory,
};

/**
 * Folder contents belong to "fill form", the client screens to "clients"; every other item is
 * active on its own subtree.
 */
function isActive(item: TMenuItem, pathname: string): boolean {
  if (item.id === 'fillForm') return pathname === '/folders' || pathname.startsWith('/folder/');
  if (item.id === 'formManagement') return pathname.startsWith('/admin/form');
  // Either client list, a new client and every client's screens.
  if (item.id === 'clients') return pathname.startsWith('/clients/');
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const access = useAccess();
  const isPlaceholder = useIsPlaceholderPath();
  const { pathname } = useLocation();
  if (access.status !== 'ready') {
    return (
      <Stack gap="xs" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {buildMenuItems(access, isPlaceholder).map((item) => {
        const ItemIcon = ICONS[item.id] ?? IconFolders;
        const active = isActive(item, pathname);
        return (
          <li key={item.id}>
            <NavLink
              component={Link}
              to={item.to}
              label={t(item.label)}
              leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              classNames={{ root: classes.link }}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
