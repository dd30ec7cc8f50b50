import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/dialog';

/**
 * The premium wall for a map layer (doc 3 §2): 'Betaalde functie Kaart'; 'Koop nu' opens the
 * client's module shop for 'map_element' (client_modules_buy), 'Misschien later' closes.
 */
export function MapPremiumWall({
  opened,
  clientId,
  onClose,
}: {
  opened: boolean;
  clientId: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const module = tc('clientsAdmin.module.map_element');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('premium.title', { module })} centered>
      <Text>{tc('datasources.premium.text', { module })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('premium.later')}
        </Button>
        <Button
          onClick={() => void navigate(`/clients/${clientId}/modules-buy?module=map_element`)}
        >
          {t('premium.buyNow')}
        </Button>
      </Group>
    </Dialog>
  );
}
