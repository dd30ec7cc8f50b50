import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ELEMENT_CATALOGUE, type TElement, type TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { ActionIcon, Box, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowsMoveVertical,
  IconCopy,
  IconDots,
  IconGripVertical,
  IconPencil,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { createContext, memo, type ReactNode, useContext, useMemo } from 'react';
import { elementTitle, typeName } from './element-text';

/** What a row can ask the editor to do; one stable object, so rows stay memoised. */
export type TRowActions = {
  onEdit: (uuid: string) => void;
  onDuplicate: (uuid: string) => void;
  onRemove: (uuid: string) => void;
  onSaveFavorite: (uuid: string) => void;
  onMoveTo: (uuid: string) => void;
  /** Reorders within the element's own level. */
  onMove: (uuid: string, index: number) => void;
};

type TListContext = {
  actions: TRowActions;
  /** What a subform shows below its children to add to it. */
  subformFooter: (subform: TElement) => ReactNode;
};

const ListContext = createContext<TListContext | null>(null);

function useListContext(): TListContext {
  const context = useContext(ListContext);
  if (!context) throw new Error('ElementRow outside ElementList');
  return context;
}

/** A subform's children, indented below it, with their own reorder and add. */
function SubformChildren({ subform, title }: { subform: TElement; title: string }) {
  const { subformFooter } = useListContext();
  const children = subform.elementType === 'subform' ? (subform.subform?.schema ?? []) : [];
  return (
    <Stack
      gap="xs"
      mt="xs"
      ml={{ base: 'xs', sm: 'lg' }}
      pl="xs"
      style={{ borderInlineStart: '2px solid var(--mantine-color-gray-4)' }}
    >
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ta('editorWorkspace.subformEmpty')}
        </Text>
      ) : (
        <SortableLevel
          level={children}
          inSubform
          label={ta('editorWorkspace.subformElements', { label: title })}
        />
      )}
      {subformFooter(subform)}
    </Stack>
  );
}

/**
 * One element: drag handle, label, type and data name, its actions (edit, duplicate, remove;
 * in its menu 'Opslaan als favoriet' and 'Verplaats naar…'); a subform shows its children below.
 */
const ElementRow = memo(function ElementRow({
  element,
  movable,
}: {
  element: TElement;
  /** There is another level it may move to. */
  movable: boolean;
}) {
  const { actions } = useListContext();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: element.uuid });
  const title = elementTitle(element);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      component="li"
      data-testid="editor-element"
      style={{ transform: CSS.Translate.toString(transform), transition, listStyle: 'none' }}
    >
      <Group wrap="nowrap" gap="xs" align="center">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={ta('elementEditor.move', { label: title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {title}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {typeName(element.elementType)} · {ta('elementEditor.dataName', { name: element.name })}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          aria-label={ta('elementEditor.edit', { label: title })}
          onClick={() => actions.onEdit(element.uuid)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={ta('elementEditor.duplicate', { label: title })}
          onClick={() => actions.onDuplicate(element.uuid)}
        >
          <IconCopy size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={ta('elementEditor.remove', { label: title })}
          onClick={() => actions.onRemove(element.uuid)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={ta('editorWorkspace.rowActions', { label: title })}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconStar size={16} aria-hidden />}
              onClick={() => actions.onSaveFavorite(element.uuid)}
            >
              {ta('editorWorkspace.saveAsFavorite')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowsMoveVertical size={16} aria-hidden />}
              disabled={!movable}
              onClick={() => actions.onMoveTo(element.uuid)}
            >
              {ta('editorWorkspace.moveTo')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {element.elementType === 'subform' && <SubformChildren subform={element} title={title} />}
    </Paper>
  );
});

/** Dutch screen-reader texts for picking up, moving and dropping an element. */
function announcements(schema: TSchema): Announcements {
  const at = (id: UniqueIdentifier) => {
    const index = schema.findIndex((element) => element.uuid === id);
    const element = schema[index];
    return { label: element ? elementTitle(element) : '', position: index + 1 };
  };
  const total = schema.length;
  return {
    onDragStart: ({ active }) => ta('elementEditor.dnd.start', { ...at(active.id), total }),
    // Over itself (right after pick-up) there is nothing to say: the pick-up text stays.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? ta('elementEditor.dnd.over', {
            label: at(active.id).label,
            position: at(over.id).position,
            total,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? ta('elementEditor.dnd.end', {
            label: at(active.id).label,
            position: at(over.id).position,
            total,
          })
        : undefined,
    onDragCancel: ({ active }) => ta('elementEditor.dnd.cancel', at(active.id)),
  };
}

/**
 * One level's elements in order (the main form's, or one subform's), reordered within the level
 * by dragging the handle or with the keyboard (space/enter picks up, arrows move, space/enter
 * drops, Escape cancels), with Dutch announcements. Each level has a context of its own, so a
 * drag never leaves its level ('Verplaats naar…' does that). Rows are memoised: a drag
 * re-renders only the rows that move.
 */
function SortableLevel({
  level,
  label,
  inSubform = false,
}: {
  level: TSchema;
  label: string;
  inSubform?: boolean;
}) {
  const { actions } = useListContext();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => level.map((element) => element.uuid), [level]);
  const accessibility = useMemo(
    () => ({
      announcements: announcements(level),
      screenReaderInstructions: { draggable: ta('elementEditor.dnd.instructions') },
    }),
    [level],
  );
  const subforms = level.filter((element) => element.elementType === 'subform').length;
  const movable = (element: TElement) =>
    inSubform ||
    (ELEMENT_CATALOGUE[element.elementType].allowedInSubform &&
      subforms > (element.elementType === 'subform' ? 1 : 0));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.onMove(String(active.id), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="xs" p={0} m={0} aria-label={label}>
          {level.map((element) => (
            <ElementRow key={element.uuid} element={element} movable={movable(element)} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/**
 * The form's elements: the main form's, each subform's children indented below it with its
 * own 'Element toevoegen' (`subformFooter`). `actions` must be one stable object.
 */
export function ElementList({
  schema,
  actions,
  subformFooter,
}: {
  schema: TSchema;
  actions: TRowActions;
  subformFooter: (subform: TElement) => ReactNode;
}) {
  const context = useMemo(() => ({ actions, subformFooter }), [actions, subformFooter]);
  return (
    <ListContext.Provider value={context}>
      <Box>
        <SortableLevel level={schema} label={ta('elementEditor.elements')} />
      </Box>
    </ListContext.Provider>
  );
}
