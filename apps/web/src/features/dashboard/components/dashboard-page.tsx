import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { SimpleGrid } from '@mantine/core';
import { type Icon, IconEdit, IconFilePlus, IconSettings } from '@tabler/icons-react';
import { useIsPlaceholderPath } from '../../../lib/placeholder-paths';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { canAny, useAccess, useCurrentUser } from '../../session';
import { buildDashboardCards, type TDashboardCardId } from '../lib/dashboard-cards';
import { DashboardCard } from './dashboard-card';
import { DashboardFormsCard } from './dashboard-forms-card';
import { InstallAppCard } from './install-app-card';
import { LoginAttacksNotice } from './login-attacks-notice';

const ICONS: Record<TDashboardCardId, Icon> = {
  fill: IconEdit,
  manage: IconSettings,
  create: IconFilePlus,
};

export function DashboardPage() {
  const access = useAccess();
  const current = useCurrentUser();
  const isPlaceholder = useIsPlaceholderPath();
  if (access.status !== 'ready' || !current) return <PageLoader />;
  const name = current.user?.display_name || current.email;
  const clientId = current.currentClient?.id ?? null;

  return (
    <>
      <PageHeader
        title={t('ui.dashboard.title')}
        description={th('ui.dashboard.welcome', { name })}
      />
      {canAny(access, ['eform admin dashboard']) && <LoginAttacksNotice />}
      {clientId !== null && canAny(access, ['eform manage form registrations']) && (
        <DashboardFormsCard clientId={clientId} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {buildDashboardCards(access, isPlaceholder).map((card) => (
          <DashboardCard
            key={card.id}
            icon={ICONS[card.id]}
            title={th(card.title)}
            text={th(card.text)}
            action={{ label: th(card.action), to: card.to }}
            testId={`dashboard-card-${card.id}`}
          />
        ))}
        <InstallAppCard />
      </SimpleGrid>
    </>
  );
}
