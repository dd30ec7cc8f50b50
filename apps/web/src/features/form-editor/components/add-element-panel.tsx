import type { TFavorite } from '@eform/core/api/favorites';
import {
  canAddElement,
  ELEMENT_TYPES,
  isElementLocked,
  type TElement,
  type TElementType,
} from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Button, Paper, SimpleGrid, Tabs, Title } from '@mantine/core';
import { type Ref, useId, useState } from 'react';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { typeName } from '../../form-admin-kit';
import { FavoriteList } from './favorite-list';
import { PremiumWallDialog } from './premium-wall-dialog';
import type { TEditorEnv } from './use-editor-context';

/** Every module, to ask {@link canAddElement} about a type apart from the premium wall. */
const ALL_MODULES = ['map_element', 'location', 'tracking'];

/**
 * Whether this user may add an element of the type here, or would meet the premium wall for it:
 * what {@link canAddElement} allows with every module. In a subform (admin-mode subform editing,
 * doc 2 §2) map, subform, gps and tracking are never offered.
 */
export function mayOffer(type: TElementType, env: TEditorEnv, inSubform = false): boolean {
  return canAddElement(type, { ...env, inSubform, modules: ALL_MODULES });
}

/**
 * The types this user may see in the panel: what {@link canAddElement} allows, plus the paid
 * types that are only locked (they show and open the premium wall instead of being hidden).
 */
export function offeredTypes(env: TEditorEnv, inSubform = false): TElementType[] {
  return ELEMENT_TYPES.filter((type) => mayOffer(type, env, inSubform));
}

/**
 * The narrowest column of type buttons: wide enough for the longest word of a type's name
 * ('selectievakjes', 'Statusovergang') with the button's padding, and still two columns on a
 * 375 px phone. As many columns as fit: beside the preview, on a phone and in a subform's
 * narrower panel every name is shown whole, wrapped at its spaces if need be.
 */
const TYPE_COLUMN_MIN = '9rem';

/**
 * 'Element toevoegen': the tabs Alle elementen (every type the user may add here; locked paid
 * ones open the premium wall) and Favorieten (a copy of a favourite). In a subform (`subform`
 * set) it adds to that subform, and offers only what a subform may hold. The section takes the
 * focus (`ref`) when a link or button leads to it.
 */
export function AddElementPanel({
  env,
  onAdd,
  onAddFavorite,
  subformLabel,
  id,
  ref,
}: {
  env: TEditorEnv;
  onAdd: (type: TElementType) => void;
  onAddFavorite: (element: TElement) => void;
  /** The subform's label when the panel adds to a subform. */
  subformLabel?: string;
  id?: string;
  ref?: Ref<HTMLElement>;
}) {
  const [wall, setWall] = useState<TElementType | null>(null);
  const titleId = useId();
  const inSubform = subformLabel !== undefined;
  const pick = (type: TElementType, add: () => void) =>
    isElementLocked(type, env.modules) ? setWall(type) : add();
  return (
    <Paper
      ref={ref}
      id={id}
      tabIndex={-1}
      withBorder
      p="md"
      component="section"
      aria-labelledby={titleId}
    >
      <Title order={inSubform ? 3 : 2} size="h4" id={titleId} mb="sm">
        {inSubform
          ? ta('editorWorkspace.addToSubform', { label: subformLabel })
          : ta('elementEditor.addElement')}
      </Title>
      <Tabs defaultValue="all" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="all">{ta('editor.allElements')}</Tabs.Tab>
          <Tabs.Tab value="favorites">{ta('editor.favorites')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="sm">
          <SimpleGrid minColWidth={TYPE_COLUMN_MIN} autoFlow="auto-fill" spacing="xs">
            {offeredTypes(env, inSubform).map((type) => (
              <Button
                key={type}
                variant="light"
                justify="flex-start"
                h="auto"
                py={6}
                px="xs"
                styles={{
                  // A word wider than the column (a long name, large text) breaks, never cut off.
                  label: { whiteSpace: 'normal', textAlign: 'start', overflowWrap: 'anywhere' },
                }}
                onClick={() => pick(type, () => onAdd(type))}
                // A new element opens its dialog at once (or the premium wall does).
                {...DIALOG_OPENER}
              >
                {typeName(type)}
              </Button>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="favorites" pt="sm">
          <FavoriteList
            clientId={env.clientId}
            allowed={(favorite: TFavorite) =>
              mayOffer(favorite.element.elementType, env, inSubform)
            }
            walled={(favorite) => isElementLocked(favorite.element.elementType, env.modules)}
            onInsert={(favorite) =>
              pick(favorite.element.elementType, () => onAddFavorite(favorite.element))
            }
          />
        </Tabs.Panel>
      </Tabs>
      <PremiumWallDialog type={wall} clientId={env.clientId} onClose={() => setWall(null)} />
    </Paper>
  );
}
