import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { elementTitle } from '../../form-admin-kit';

/** Dutch screen-reader texts for picking up, moving and dropping an element. */
export function announcements(schema: TSchema): Announcements {
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
