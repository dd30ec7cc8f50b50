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
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  createContext,
  memo,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { elementTitle, typeName } from '../../form-admin-kit';

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

/** A row's drag handle, texts and actions; a subform's children below them. */
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
  const { actions } = useListContext();
  const title = elementTitle(element);
  return (
    <>
      <Group wrap="nowrap" gap="xs" align="center">
        <ActionIcon
          ref={handleRef}
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
    </>
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

/** From this many elements on, the main form's list draws only the rows near the screen. */
const VIRTUAL_FROM = 100;
const ROW_GAP = 10;
/** A row's usual height (label, type and data name), until the row is drawn and measured. */
const ROW_ESTIMATE = 66;

/**
 * A long level drawn as far as it is on (or near) the screen: the page scrolls as before, the
 * rows above and below are padding of the measured (or estimated) heights. A form of 2,000
 * elements opens in the time of a few dozen rows, and a drag or a move re-renders only the rows
 * drawn. Rows keep their order in the DOM, so dragging and the keyboard work as in a short list.
 */
function VirtualRows({
  level,
  label,
  movable,
}: {
  level: TSchema;
  label: string;
  movable: (element: TElement) => boolean;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts in the page: what is above it (toolbar, alerts) may change height.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: level.length,
    estimateSize: () => ROW_ESTIMATE,
    gap: ROW_GAP,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => level[index]?.uuid ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <Stack
      ref={listRef}
      component="ol"
      gap={ROW_GAP}
      p={0}
      m={0}
      aria-label={label}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {items.map((item) => {
        const element = level[item.index];
        return element ? (
          <ElementRow
            key={element.uuid}
            element={element}
            movable={movable(element)}
            index={item.index}
            measure={virtualizer.measureElement}
          />
        ) : null;
      })}
    </Stack>
  );
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
        {!inSubform && level.length >= VIRTUAL_FROM ? (
          <VirtualRows level={level} label={label} movable={movable} />
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
