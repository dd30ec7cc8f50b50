import { ELEMENT_CATALOGUE, type TElementType } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import { te } from '@eform/core/messages/editor';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/dialog';
import { typeName } from '../../form-admin-kit';

/**
 * The premium wall (doc 2 §5, doc 3): a paid element the client has no module for. 'Koop nu'
 * opens the client's module shop for that module (client_modules_buy), 'Misschien later' closes.
 */
export function PremiumWallDialog({
  type,
  clientId,
  onClose,
}: {
  type: TElementType | null;
  clientId: number | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const module = type ? ELEMENT_CATALOGUE[type].module : null;
  const name = type ? typeName(type) : '';
  return (
    <Dialog opened={type !== null} onClose={onClose} title={t('premium.title', { module: name })}>
      <Text>{te('element.premiumLocked', { module: name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('premium.later')}
        </Button>
        <Button
          disabled={clientId === null || module === null}
          onClick={() =>
            void navigate(
              `/clients/${clientId}/modules-buy?module=${encodeURIComponent(module ?? '')}`,
            )
          }
        >
          {t('premium.buyNow')}
        </Button>
      </Group>
    </Dialog>
  );
}
