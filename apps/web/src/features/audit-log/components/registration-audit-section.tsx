import { tc } from '@eform/core/messages/clients';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { AuditLogView } from './audit-log-view';

/**
 * 'Wie heeft dit bekeken' in a registration's detail (issue 34): every entry about this
 * registration (views, files, exports, changes), newest first, without the log's filters.
 */
export function RegistrationAuditSection({
  clientId,
  registrationId,
}: {
  clientId: string;
  registrationId: string;
}) {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} id={titleId}>
        {tc('audit.registrationTitle')}
      </Title>
      <AuditLogView
        scope={{ kind: 'client', clientId }}
        // The table's own region needs a name apart from the section's.
        label={tc('audit.title')}
        fixed={{ registration: registrationId }}
        showFilters={false}
        showExport={false}
      />
    </Stack>
  );
}
