import { t } from '@eform/core/messages';
import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { TPlainMessageKey } from '../lib/message-keys';
import { PageHeader } from './page-header';

/**
 * The part of the product a placeholder screen belongs to, named on it: filling and registrations
 * (doc 1), form administration (doc 2), clients, credits, datasources and maps (doc 3), the admin
 * dashboard, and the screens guests open without signing in.
 */
export type TWipArea = 'filling' | 'formAdmin' | 'clients' | 'adminDashboard' | 'guest';

const AREA_TEXT: Record<TWipArea, TPlainMessageKey> = {
  filling: 'ui.wip.area.filling',
  formAdmin: 'ui.wip.area.formAdmin',
  clients: 'ui.wip.area.clients',
  adminDashboard: 'ui.wip.area.adminDashboard',
  guest: 'ui.wip.area.guest',
};

/**
 * The "in development" note of a screen a later issue builds, with the part of the product that
 * comes there. A note, not an alert: nothing went wrong, so screen readers need not interrupt.
 */
export function WipNote({ area }: { area?: TWipArea }) {
  return (
    <Alert
      variant="light"
      color="blue"
      role="note"
      title={t('ui.wip.title')}
      icon={<IconTools aria-hidden />}
      data-testid="wip-note"
    >
      {area && `${t(AREA_TEXT[area])} `}
      {t('ui.wip.text')}
    </Alert>
  );
}

/**
 * A screen a later issue builds: its Dutch title, the note naming what comes there and the way
 * back, to `backTo` (the list it belongs to) or else home ('/' routes each user to theirs), so the
 * screen is never a dead end.
 */
export function WipPage({
  title,
  area,
  backTo,
}: {
  title: TPlainMessageKey;
  area: TWipArea;
  backTo?: string;
}) {
  return (
    <>
      <PageHeader title={t(title)} backTo={backTo ?? '/'} />
      <WipNote area={area} />
    </>
  );
}
