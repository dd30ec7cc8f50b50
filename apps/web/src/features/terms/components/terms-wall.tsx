import { MODAL_WIDTH_SMALL } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../ui/dialog';
import type { TClientRef } from '../../session';
import { useAcceptTerms } from '../hooks/use-accept-terms';
import { useTermsRequired } from '../hooks/use-terms-required';
import { TermsText } from './terms-text';

const noop = () => undefined;

/**
 * The terms-and-conditions wall (doc 1 §2.3): while the current client's info says the user must
 * accept its terms, a dialog that cannot be dismissed covers the app. Saving appears once the
 * acceptance is ticked. Switching client shows the wall of the new client, if it has one.
 */
export function TermsWall() {
  const { client, required: opened } = useTermsRequired();
  return (
    <Dialog
      opened={opened}
      onClose={noop}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size={MODAL_WIDTH_SMALL}
      title={th('terms.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {client && <TermsForm key={client.id} client={client} />}
    </Dialog>
  );
}

function TermsForm({ client }: { client: TClientRef }) {
  const [accepted, setAccepted] = useState(false);
  const accept = useAcceptTerms(client);
  return (
    <Stack gap="md">
      <Text size="sm">{th('ui.terms.intro', { client: client.name })}</Text>
      <ScrollArea.Autosize mah="40vh" type="auto" offsetScrollbars>
        <TermsText />
      </ScrollArea.Autosize>
      <Text size="sm" c="dimmed">
        {th('ui.terms.questions')}
      </Text>
      <Checkbox
        label={th('terms.accept')}
        checked={accepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/logout" variant="default">
          {t('ui.shell.logout')}
        </Button>
        {accepted && (
          <Button onClick={() => accept.mutate()} loading={accept.isPending}>
            {th('ui.terms.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
