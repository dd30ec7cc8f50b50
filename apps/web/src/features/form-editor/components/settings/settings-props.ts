import type { TElement, TElementType, TSchema } from '@eform/core/elements';
import type { TEditorEnv } from '../use-editor-context';

/** The element of one type, narrowed from the union. */
export type TElementOf<K extends TElementType> = Extract<TElement, { elementType: K }>;

/**
 * What every per-type settings panel of the element dialog gets. The panel edits the draft of the
 * dialog through `change` (nothing reaches the editor state before 'Toepassen'), shows the issue
 * core's editor validation reports at a field path below the element (`messageAt('mapSettings.zoomlevel')`),
 * and reports a running upload through `setUploading` so the dialog cannot close meanwhile.
 */
export interface TSettingsProps<T extends TElement = TElement> {
  element: T;
  // Method syntax on purpose: one panel serves several types (text, email, textarea), so its
  // `change` must be accepted where one of them is expected (methods compare bivariantly).
  change(patch: Partial<T>): void;
  /** The Dutch issue text at a field path of this element, once it should be shown. */
  messageAt: (field: string) => string | undefined;
  env: TEditorEnv;
  /** The whole schema being edited (main form), for pickers of other elements. */
  schema: TSchema;
  /** The form being edited. */
  formId: string;
  setUploading: (uploading: boolean) => void;
}
