import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { AuditLogView } from './audit-log-view';

/** /admin/audit-log (issue 34): the log across clients, with a client filter (admins). */
export function AdminAuditLogPage() {
  return (
    <Stack gap="md">
      <PageHeader title={t('ui.page.adminAuditLog')} description={tc('audit.intro')} />
      <AuditLogView scope={{ kind: 'admin' }} label={tc('audit.adminTitle')} />
    </Stack>
  );
}
