import type { TForm } from '@eform/core/api';
import { newEmailSetting, type TEmailSettingFields } from '@eform/core/email';
import { deepEqual } from '@eform/core/rules';
import { useCallback, useMemo, useRef } from 'react';
import { useFormPartDraft } from '../../form-admin-kit';
import { parseEmailSettings } from './email-settings-model';

/** One card: a key that stays with it through removes and duplicates, and its setting. */
export type TEmailItem = { key: string; setting: TEmailSettingFields };

/** What the tab edits: the settings and the developer mode switch. */
export type TEmailsDraft = { settings: TEmailSettingFields[]; developerMode: boolean };

/** The tab's draft with each setting's card key (keys are not part of what is compared). */
type TEmailsState = { items: TEmailItem[]; developerMode: boolean };

const settingsOf = (state: TEmailsState) => state.items.map((item) => item.setting);

const sameState = (left: TEmailsState, right: TEmailsState) =>
  left.developerMode === right.developerMode && deepEqual(settingsOf(left), settingsOf(right));

/** The settings part of a form as this tab shows it. */
const fromForm = (form: TForm): TEmailsDraft => ({
  settings: parseEmailSettings(form.email_settings),
  developerMode: form.settings.email_developer_mode === true,
});

/**
 * The e-mail settings being edited and the ones last saved, which 'unsaved' and the leave
 * question compare with: the form-admin-kit's useFormPartDraft (it follows the form like the
 * other tabs), each setting with a key that stays with its card through removes and duplicates.
 */
export function useEmailSettingsState(form: TForm) {
  const nextKey = useRef(0);
  const keyed = useCallback((setting: TEmailSettingFields): TEmailItem => {
    nextKey.current += 1;
    return { key: `email-${nextKey.current}`, setting };
  }, []);
  const stateOf = useCallback(
    (draft: TEmailsDraft): TEmailsState => ({
      items: draft.settings.map(keyed),
      developerMode: draft.developerMode,
    }),
    [keyed],
  );
  const part = useFormPartDraft(form, (current) => stateOf(fromForm(current)), sameState);
  const { setDraft } = part;
  const setItems = useCallback(
    (change: (items: TEmailItem[]) => TEmailItem[]) =>
      setDraft((current) => ({ ...current, items: change(current.items) })),
    [setDraft],
  );
  const setDeveloperMode = useCallback(
    (developerMode: boolean) => setDraft((current) => ({ ...current, developerMode })),
    [setDraft],
  );
  const partAccept = part.accept;
  /** `next` is saved; shown too unless the settings moved on from what was `sent`. */
  const accept = useCallback(
    (next: TEmailsDraft, sent?: TEmailsDraft) => partAccept(stateOf(next), sent && stateOf(sent)),
    [partAccept, stateOf],
  );

  const actions = useMemo(
    () => ({
      add: () => setItems((current) => [...current, keyed(newEmailSetting())]),
      duplicate: (key: string) =>
        setItems((current) => {
          const index = current.findIndex((item) => item.key === key);
          const source = current[index];
          if (!source) return current;
          const copy = keyed(structuredClone(source.setting));
          return [...current.slice(0, index + 1), copy, ...current.slice(index + 1)];
        }),
      remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
      update: (key: string, patch: Partial<TEmailSettingFields>) =>
        setItems((current) =>
          current.map((item) =>
            item.key === key ? { ...item, setting: { ...item.setting, ...patch } } : item,
          ),
        ),
    }),
    [keyed, setItems],
  );

  const { items, developerMode } = part.draft;
  const draft = useMemo(
    () => ({ settings: items.map((item) => item.setting), developerMode }),
    [items, developerMode],
  );
  return {
    items,
    developerMode,
    setDeveloperMode,
    actions,
    draft,
    dirty: part.dirty,
    /** For the leave question, read at the moment of leaving. */
    differsFromSaved: part.differsFromSaved,
    accept,
    fromForm,
  };
}
