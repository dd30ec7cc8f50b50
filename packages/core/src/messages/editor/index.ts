import { fillTemplate, type TPlainKeys, translator } from '../format';
import { MESSAGES, type TMessageKey } from '../index';
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

/**
 * The text of `key` from the editor catalogue or, for a key it does not hold, from the main one:
 * the element editor's and the rule editor's checks name keys of both (validation.required).
 * @example editorText('rules.unknownDataName', { dataName: 'naam' })
 */
export function editorText(
  key: TEditorMessageKey | TMessageKey,
  params?: Record<string, string | number>,
): string {
  const template =
    key in EDITOR_MESSAGES
      ? EDITOR_MESSAGES[key as TEditorMessageKey]
      : MESSAGES[key as TMessageKey];
  return fillTemplate(template, params);
}
