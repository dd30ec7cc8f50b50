import type { TFavorite } from '@eform/core/api/favorites';
import { ta } from '@eform/core/messages/admin';
import { ActionIcon, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { typeName } from '../../form-admin-kit';
import { useFavorites, useRemoveFavorite } from '../hooks/use-favorites';

/**
 * The Favorieten tab of 'Element toevoegen' (doc 2 §2): the user's favourites in this client,
 * each inserted as a copy on a click (those `allowed` refuses, e.g. a map in a subform, are
 * disabled with the reason), each removable after a confirmation.
 */
export function FavoriteList({
  clientId,
  allowed,
  walled,
  onInsert,
}: {
  clientId: number | null;
  allowed: (favorite: TFavorite) => boolean;
  /** Its type needs a module the client lacks: inserting it shows the premium wall (a dialog). */
  walled: (favorite: TFavorite) => boolean;
  onInsert: (favorite: TFavorite) => void;
}) {
  const favorites = useFavorites(clientId);
  const remove = useRemoveFavorite(clientId);
  const [removing, setRemoving] = useState<TFavorite | null>(null);
  if (favorites.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{ta('editorWorkspace.favoritesLoading')}</Text>
      </Group>
    );
  }
  if (favorites.isError) {
    return (
      <Group gap="sm" role="alert">
        <Text c="red">{ta('editorWorkspace.favoritesFailed')}</Text>
        <Button variant="default" size="xs" onClick={() => void favorites.refetch()}>
          {ta('editorWorkspace.favoritesRetry')}
        </Button>
      </Group>
    );
  }
  if (favorites.data.length === 0) {
    return <Text c="dimmed">{ta('editorWorkspace.favoritesEmpty')}</Text>;
  }
  return (
    <>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        aria-label={ta('editorWorkspace.favoritesList')}
        style={{ listStyle: 'none' }}
      >
        {favorites.data.map((favorite) => {
          const ok = allowed(favorite);
          const name = favorite.favoriteName;
          return (
            <Paper component="li" withBorder p={4} key={favorite.favorite_id}>
              <Group wrap="nowrap" gap="xs">
                <Button
                  variant="subtle"
                  justify="flex-start"
                  h="auto"
                  py={4}
                  style={{ flex: 1, minWidth: 0 }}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                  disabled={!ok}
                  aria-label={ta('editorWorkspace.favoriteInsert', { name })}
                  onClick={() => onInsert(favorite)}
                  {...(walled(favorite) ? DIALOG_OPENER : undefined)}
                >
                  <Stack gap={0}>
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {typeName(favorite.element.elementType)}
                      {ok ? '' : ` · ${ta('editorWorkspace.favoriteNotHere')}`}
                    </Text>
                  </Stack>
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={ta('editorWorkspace.favoriteRemove', { name })}
                  onClick={() => setRemoving(favorite)}
                  {...DIALOG_OPENER}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Dialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={ta('editorWorkspace.favoriteRemoveTitle')}
      >
        <Text>
          {ta('editorWorkspace.favoriteRemoveConfirm', { name: removing?.favoriteName ?? '' })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
            {ta('elementEditor.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              removing &&
              remove.mutate(removing.favorite_id, { onSettled: () => setRemoving(null) })
            }
          >
            {ta('elementEditor.removeYes')}
          </Button>
        </Group>
      </Dialog>
    </>
  );
}
