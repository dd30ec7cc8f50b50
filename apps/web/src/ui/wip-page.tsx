import { t } from '@eform/core/messages';
import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { TPlainMessageKey } from '../lib/message-keys';
import { PageHeader } from './page-header';

/** The "in development" note of a screen a later issue builds. */
export function WipNote() {
  return (
    <Alert
      variant="light"
      color="blue"
      title={t('ui.wip.title')}
      icon={<IconTools aria-hidden />}
      data-testid="wip-note"
    >
      {t('ui.wip.text')}
    </Alert>
  );
}

/** A screen a later issue builds: its Dutch title and the note. */
export function WipPage({ title, backTo }: { title: TPlainMessageKey; backTo?: string }) {
  return (
    <>
      <PageHeader title={t(title)} backTo={backTo} />
      <WipNote />
    </>
  );
}
