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
import type { TElement, TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCopy, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { elementTitle, typeName } from './element-text';

type TRowActions = {
  onEdit: (uuid: string) => void;
  onDuplicate: (uuid: string) => void;
  onRemove: (uuid: string) => void;
};

/** One element: drag handle, label, type and data name, subform child count, its actions. */
const ElementRow = memo(function ElementRow({
  element,
  actions,
}: {
  element: TElement;
  actions: TRowActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: element.uuid });
  const title = elementTitle(element);
  const children =
    element.elementType === 'subform' ? (element.subform?.schema.length ?? 0) : undefined;
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
          {children !== undefined && (
            <Text size="sm" c="dimmed">
              {ta('elementEditor.childCount', { count: children })}
            </Text>
          )}
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
      </Group>
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
 * The main form's elements in order, reordered by dragging the handle or with the keyboard
 * (space/enter picks up, arrows move, space/enter drops, Escape cancels), with Dutch
 * announcements. Rows are memoised: a drag re-renders only the rows that move.
 */
export function ElementList({
  schema,
  actions,
  onMove,
}: {
  schema: TSchema;
  actions: TRowActions;
  onMove: (uuid: string, index: number) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => schema.map((element) => element.uuid), [schema]);
  const accessibility = useMemo(
    () => ({
      announcements: announcements(schema),
      screenReaderInstructions: { draggable: ta('elementEditor.dnd.instructions') },
    }),
    [schema],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="xs" p={0} m={0} aria-label={ta('elementEditor.elements')}>
          {schema.map((element) => (
            <ElementRow key={element.uuid} element={element} actions={actions} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
