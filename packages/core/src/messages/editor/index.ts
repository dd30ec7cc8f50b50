import { type TPlainKeys, translator } from '../format';
import { editorMessages } from './editor';

/** The element editor's catalogue (see editor.ts). */
export const EDITOR_MESSAGES = editorMessages;

/** A key of the editor catalogue. */
export type TEditorMessageKey = keyof typeof EDITOR_MESSAGES;

/** An editor key whose text has no `{param}`. */
export type TPlainEditorMessageKey = TPlainKeys<typeof EDITOR_MESSAGES>;

/** The text for `key` with its `{name}` placeholders filled in (like `t`). */
// Pure: modules that only share editor helpers with the filler must not keep these texts alive.
export const te = /* @__PURE__ */ translator(EDITOR_MESSAGES);
