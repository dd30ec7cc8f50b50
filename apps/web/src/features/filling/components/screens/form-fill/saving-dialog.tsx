import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Dialog } from '../../../../../ui/dialog';
import type { TSendPhase } from '../../../lib/send-flow';

type TSavingDialogProps = {
  phase: TSendPhase;
  /** 'Nogmaals invullen' is offered (not for a modal or a workflow form). */
  canFillAgain: boolean;
  onDone: () => void;
  onFillAgain: () => void;
  onDismiss: () => void;
  onRetry: () => void;
};

function SendingBody({ phase }: { phase: TSendPhase }) {
  const processing = phase.name === 'server-processing';
  const percent = phase.name === 'sending' ? Math.round(phase.progress * 100) : 100;
  return (
    <Stack gap="sm" data-testid="saving-dialog" data-phase={phase.name}>
      <Text>{processing ? tw('fill.serverProcessing') : tw('fill.sending')}</Text>
      <Progress
        value={percent}
        animated={!processing}
        aria-label={tw('fillScreen.progress', { percent })}
      />
      <Group gap="xs" justify="center" mih={28}>
        {processing ? (
          <Loader size="sm" aria-label={tw('fill.serverProcessing')} />
        ) : (
          <Text size="sm" c="dimmed">
            {tw('fillScreen.progress', { percent })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The saving dialog of doc 1 §2.9: 'sending' with the upload progress, 'server-processing' with a
 * spinner at 100 %, then 'Uw registratie is verstuurd.' with 'Gereed' (and 'Nogmaals invullen'),
 * or what went wrong with the way back to the form, whose values are untouched. It cannot be
 * closed while the registration is on its way.
 */
export function SavingDialog(props: TSavingDialogProps) {
  const { phase } = props;
  const sending = phase.name === 'sending' || phase.name === 'server-processing';
  const open = phase.name !== 'idle';
  return (
    <Dialog
      opened={open}
      onClose={sending || phase.name === 'done' ? () => {} : props.onDismiss}
      withCloseButton={!sending && phase.name !== 'done'}
      closeOnClickOutside={false}
      closeOnEscape={!sending && phase.name !== 'done'}
      title={
        phase.name === 'conflict'
          ? tw('fillScreen.conflictTitle')
          : phase.name === 'failed'
            ? tw('fillScreen.failedTitle')
            : tw('fillScreen.sendingTitle')
      }
      centered
    >
      {sending && <SendingBody phase={phase} />}
      {phase.name === 'done' && (
        <Stack gap="md" align="center" data-testid="saving-dialog" data-phase="done">
          <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden />
          <Text fw={600} ta="center">
            {tw('fill.sentTitle')}
          </Text>
          <Group justify="center" gap="sm">
            {props.canFillAgain && (
              <Button variant="default" onClick={props.onFillAgain}>
                {tw('fill.fillAgain')}
              </Button>
            )}
            <Button onClick={props.onDone} data-autofocus>
              {tw('fill.done')}
            </Button>
          </Group>
        </Stack>
      )}
      {(phase.name === 'conflict' || phase.name === 'failed') && (
        <Stack gap="md" data-testid="saving-dialog" data-phase={phase.name}>
          <Alert
            color={phase.name === 'conflict' ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            {phase.name === 'conflict' ? t('fill.alreadySent') : phase.message}
          </Alert>
          {phase.name === 'failed' && <Text size="sm">{tw('fillScreen.failedKept')}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onDismiss} data-autofocus>
              {tw('fillScreen.backToForm')}
            </Button>
            <Button onClick={props.onRetry}>{tw('fillScreen.sendAgain')}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
