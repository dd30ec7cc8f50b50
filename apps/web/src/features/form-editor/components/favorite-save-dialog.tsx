import { MAX_FAVORITE_NAME_LENGTH } from '@eform/core/api/favorites';
import type { TElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { elementTitle } from '../../form-admin-kit';
import { useSaveFavorite } from '../hooks/use-favorites';

/**
 * 'Opslaan als favoriet': asks the favourite's name (the element's label to start with) and keeps
 * the element under it. An empty name is refused with the spec's text (doc 2 §5) and nothing is
 * sent; the spec's toast follows a save and the Favorieten tab refreshes.
 */
export function FavoriteSaveDialog({
  element,
  clientId,
  onClose,
}: {
  element: TElement | undefined;
  clientId: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={element !== undefined}
      onClose={onClose}
      title={ta('editorWorkspace.saveAsFavorite')}
    >
      {element && (
        <FavoriteNameForm
          key={element.uuid}
          element={element}
          clientId={clientId}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function FavoriteNameForm({
  element,
  clientId,
  onClose,
}: {
  element: TElement;
  clientId: number | null;
  onClose: () => void;
}) {
  const [name, setName] = useState(element.label?.trim() ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFavorite(clientId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(te('element.favoriteNameRequired'));
      return;
    }
    save.mutate({ name: trimmed, element }, { onSuccess: onClose });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput
        label={ta('editorWorkspace.favoriteName')}
        description={ta('editorWorkspace.favoriteNameHint')}
        placeholder={elementTitle(element)}
        value={name}
        maxLength={MAX_FAVORITE_NAME_LENGTH}
        error={error}
        data-autofocus
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {ta('elementEditor.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {ta('editorWorkspace.favoriteSave')}
        </Button>
      </Group>
    </form>
  );
}
