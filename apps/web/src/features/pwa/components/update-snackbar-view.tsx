import { t } from '@eform/core/messages';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Snackbar } from '../../../ui/snackbar';

/** 'Nu updaten' for the waiting version (doc 1 §2.3, §4); its own chunk, see update-snackbar. */
export function UpdateSnackbarView({
  updating,
  onUpdate,
}: {
  updating: boolean;
  onUpdate: () => void;
}) {
  return (
    <Snackbar
      icon={<IconRefresh size={20} />}
      title={t('app.newVersion')}
      testId="update-snackbar"
      action={
        <Button size="xs" onClick={onUpdate} loading={updating}>
          {t('app.updateNow')}
        </Button>
      }
    />
  );
}
