import { type TPlainClientsMessageKey, tc } from '@eform/core/messages/clients';
import type { TPermission } from '@eform/core/permissions';
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/**
 * The tabs of the client shell (doc 3 §2, and issue 34's subject requests and audit log), each
 * shown by its
 * permission (§6).
 */
const TABS: readonly {
  segment: string;
  label: TPlainClientsMessageKey;
  permission: TPermission;
}[] = [
  { segment: '', label: 'clients.tab.view', permission: 'eform view client' },
  { segment: 'edit', label: 'clients.tab.edit', permission: 'eform edit client' },
  { segment: 'users', label: 'clients.tab.users', permission: 'eform client add users' },
  { segment: 'user-groups', label: 'clients.tab.groups', permission: 'view user group' },
  { segment: 'credits', label: 'clients.tab.credits', permission: 'view credit entities' },
  {
    segment: 'subject-requests',
    label: 'clients.tab.subjectRequests',
    permission: 'eform handle subject requests',
  },
  { segment: 'audit-log', label: 'audit.tab', permission: 'eform view audit log' },
  { segment: 'remove', label: 'clients.tab.remove', permission: 'delete client entities' },
];

/** Screens reached from a tab that belong to it (a user's edit under Gebruikers, …). */
const TAB_OF_SEGMENT: Readonly<Record<string, string>> = {
  'user-add': 'users',
  user: 'users',
  'user-group-add': 'user-groups',
  group: 'user-groups',
  'credits-buy': 'credits',
  'credits-admin-add': 'credits',
};

/** Tab value of Bekijk: Mantine needs a non-empty value, its path segment is ''. */
const VIEW_TAB = 'view';

/** The tab a path below the shell belongs to (Bekijk for the root and for modules-buy). */
export function activeClientTab(pathname: string, clientId: string): string {
  const rest = pathname.split(`/clients/${encodeURIComponent(clientId)}`)[1] ?? '';
  const segment = rest.replace(/^\//, '').split('/')[0] ?? '';
  const tab = TAB_OF_SEGMENT[segment] ?? segment;
  return tab && TABS.some((t) => t.segment === tab) ? tab : VIEW_TAB;
}

/** The tabs the user may open in this client (`can`), the current one selected. */
export function ClientTabs({
  clientId,
  can,
}: {
  clientId: string;
  can: (permission: TPermission) => boolean;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/clients/${encodeURIComponent(clientId)}`;
  return (
    <Tabs
      value={activeClientTab(pathname, clientId)}
      onChange={(tab) => void navigate(tab && tab !== VIEW_TAB ? `${base}/${tab}` : base)}
      keepMounted={false}
    >
      {/* Tabs wrap onto a second row on a phone instead of scrolling out of sight. */}
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {TABS.filter((tab) => can(tab.permission)).map((tab) => (
          <Tabs.Tab key={tab.segment} value={tab.segment || VIEW_TAB}>
            {tc(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
