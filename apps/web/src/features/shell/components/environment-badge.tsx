import { MESSAGES, t } from '@eform/core/messages';
import { Badge, VisuallyHidden } from '@mantine/core';
import type { TPlainMessageKey } from '../../../lib/message-keys';
import { canAny, useAccess, useCurrentUser } from '../../session';

/**
 * The environment's Dutch name ('ui.shell.environment.<value>' in the catalogue, e.g. staging →
 * 'Acceptatie'); a value the catalogue does not name is shown as configured.
 */
export function environmentName(environment: string): string {
  const key = `ui.shell.environment.${environment.toLowerCase()}`;
  return key in MESSAGES ? t(key as TPlainMessageKey) : environment;
}

/**
 * The environment (e.g. 'Acceptatie') as a label for those allowed to see it: admins (doc 1
 * §2.3). Its colours come from the theme's light variant, which reads at AA.
 */
export function EnvironmentBadge() {
  const access = useAccess();
  const environment = useCurrentUser()?.user?.environment;
  if (
    access.status !== 'ready' ||
    !canAny(access, ['eform view environment label']) ||
    !environment
  )
    return null;
  const name = environmentName(environment);
  // The badge shows the name; a screen reader hears what it is ('Omgeving: Acceptatie').
  return (
    <div>
      <Badge
        color={environment === 'production' ? 'gray' : 'orange'}
        variant="light"
        aria-hidden
        data-testid="environment-label"
      >
        {name}
      </Badge>
      <VisuallyHidden>{t('ui.shell.environment', { environment: name })}</VisuallyHidden>
    </div>
  );
}
