import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
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
import {
  createContext,
  memo,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { elementTitle, typeName } from '../../form-admin-kit';
import { announcements } from '../lib/drag-announcements';
import { controlAttributes, installRowFocus, rowAttributes } from '../lib/row-focus';
import { ROW_GAP, VirtualRows } from './virtual-rows';

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
  /** The id of the keyboard help, which describes each row. */
  helpId: string;
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
  index,
  measure,
}: {
  element: TElement;
  /** There is another level it may move to. */
  movable: boolean;
  /** Its index in a virtual list, which `measure` (the list's) measures it by. */
  index?: number;
  measure?: (node: Element | null) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: element.uuid });
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      measure?.(node);
    },
    [setNodeRef, measure],
  );
  // Every drawn row re-renders when a drag starts or moves (dnd-kit's context); the content,
  // memoised apart, does so only for the row whose handle changes (the one picked up).
  return (
    <Paper
      ref={ref}
      data-index={index}
      withBorder
      p="xs"
      component="li"
      data-testid="editor-element"
      style={{ transform: CSS.Translate.toString(transform), transition, listStyle: 'none' }}
    >
      <RowContent
        element={element}
        movable={movable}
        handleRef={setActivatorNodeRef}
        handleAttributes={attributes}
        handleListeners={listeners}
      />
    </Paper>
  );
});

/**
 * A row's drag handle, texts and actions as one toolbar, one stop in the Tab order for the whole
 * list (lib/row-focus); a subform's children below them.
 */
const RowContent = memo(function RowContent({
  element,
  movable,
  handleRef,
  handleAttributes: attributes,
  handleListeners: listeners,
}: {
  element: TElement;
  movable: boolean;
  handleRef: (node: HTMLElement | null) => void;
  handleAttributes: ReturnType<typeof useSortable>['attributes'];
  handleListeners: ReturnType<typeof useSortable>['listeners'];
}) {
  const { actions, helpId } = useListContext();
  const title = elementTitle(element);
  const type = typeName(element.elementType);
  return (
    <>
      <Group
        wrap="nowrap"
        gap="xs"
        align="center"
        role="toolbar"
        aria-label={ta('elementEditor.row', { label: title, type })}
        aria-describedby={helpId}
        {...rowAttributes(element.uuid)}
      >
        <ActionIcon
          ref={handleRef}
          variant="subtle"
          color="gray"
          aria-label={ta('elementEditor.move', { label: title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          {...controlAttributes('move')}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {title}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {type} · {ta('elementEditor.dataName', { name: element.name })}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          aria-label={ta('elementEditor.edit', { label: title })}
          {...controlAttributes('edit')}
          onClick={() => actions.onEdit(element.uuid)}
          {...DIALOG_OPENER}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={ta('elementEditor.duplicate', { label: title })}
          {...controlAttributes('duplicate')}
          onClick={() => actions.onDuplicate(element.uuid)}
        >
          <IconCopy size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={ta('elementEditor.remove', { label: title })}
          {...controlAttributes('remove')}
          onClick={() => actions.onRemove(element.uuid)}
          {...DIALOG_OPENER}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={ta('editorWorkspace.rowActions', { label: title })}
              {...controlAttributes('more')}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconStar size={16} aria-hidden />}
              onClick={() => actions.onSaveFavorite(element.uuid)}
              {...DIALOG_OPENER}
            >
              {ta('editorWorkspace.saveAsFavorite')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowsMoveVertical size={16} aria-hidden />}
              disabled={!movable}
              onClick={() => actions.onMoveTo(element.uuid)}
              {...DIALOG_OPENER}
            >
              {ta('editorWorkspace.moveTo')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {element.elementType === 'subform' && <SubformChildren subform={element} title={title} />}
    </>
  );
});

/** From this many elements on, the main form's list draws only the rows near the screen. */
const VIRTUAL_FROM = 100;

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
        {!inSubform && level.length >= VIRTUAL_FROM ? (
          <VirtualRows
            level={level}
            label={label}
            renderRow={(element, index, measure) => (
              <ElementRow
                key={element.uuid}
                element={element}
                movable={movable(element)}
                index={index}
                measure={measure}
              />
            )}
          />
        ) : (
          <Stack component="ol" gap={ROW_GAP} p={0} m={0} aria-label={label}>
            {level.map((element) => (
              <ElementRow key={element.uuid} element={element} movable={movable(element)} />
            ))}
          </Stack>
        )}
      </SortableContext>
    </DndContext>
  );
}

/**
 * The form's elements: the main form's, each subform's children indented below it with its
 * own 'Element toevoegen' (`subformFooter`), under a line that says which keys do what. The
 * rows are one stop in the Tab order (lib/row-focus). `actions` must be one stable object.
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
  const helpId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => (listRef.current ? installRowFocus(listRef.current) : undefined), []);
  const context = useMemo(
    () => ({ actions, subformFooter, helpId }),
    [actions, subformFooter, helpId],
  );
  return (
    <ListContext.Provider value={context}>
      <Box ref={listRef}>
        <Text size="sm" c="dimmed" id={helpId} mb="xs">
          {ta('elementEditor.keyboardHelp')}
        </Text>
        <SortableLevel level={schema} label={ta('elementEditor.elements')} />
      </Box>
    </ListContext.Provider>
  );
}
