import { MODAL_WIDTH_SMALL } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../ui/dialog';
import { TermsText } from './terms-text';

/**
 * The terms to read over the screen that asks to accept them (the buy screens): a dialog, so
 * what was entered there stays as it was.
 */
export function TermsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      centered
      size={MODAL_WIDTH_SMALL}
      title={th('terms.title')}
    >
      <Stack gap="md">
        <TermsText />
        <Text size="sm" c="dimmed">
          {th('ui.terms.questions')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('ui.common.close')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
