import { t } from '@eform/core/messages';
import { Badge } from '@mantine/core';
import { useAccess } from '../../session/hooks/use-access';
import { useCurrentUser } from '../../session/hooks/use-current-user';
import { canAny } from '../../session/lib/access';

/** The environment (e.g. staging) as a label for those allowed to see it: admins (doc 1 §2.3). */
export function EnvironmentBadge() {
  const access = useAccess();
  const environment = useCurrentUser()?.user?.environment;
  if (
    access.status !== 'ready' ||
    !canAny(access, ['eform view environment label']) ||
    !environment
  )
    return null;
  return (
    <Badge
      color={environment === 'production' ? 'gray' : 'orange'}
      variant="light"
      aria-label={t('ui.shell.environment', { environment })}
      data-testid="environment-label"
    >
      {environment}
    </Badge>
  );
}
