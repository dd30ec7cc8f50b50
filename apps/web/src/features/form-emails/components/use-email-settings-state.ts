import type { TForm } from '@eform/core/api';
import { newEmailSetting, type TEmailSettingFields } from '@eform/core/email';
import { deepEqual } from '@eform/core/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormDetail } from '../../form-admin-kit';
import { parseEmailSettings } from './email-settings-model';

/** One card: a key that stays with it through removes and duplicates, and its setting. */
export type TEmailItem = { key: string; setting: TEmailSettingFields };

/** What the tab edits: the settings and the developer mode switch. */
export type TEmailsDraft = { settings: TEmailSettingFields[]; developerMode: boolean };

const fromForm = (form: TForm): TEmailsDraft => ({
  settings: parseEmailSettings(form.email_settings),
  developerMode: form.settings.email_developer_mode === true,
});

const sameDraft = (left: TEmailsDraft, right: TEmailsDraft) =>
  left.developerMode === right.developerMode && deepEqual(left.settings, right.settings);

/**
 * The e-mail settings being edited and the ones last saved, which 'unsaved' and the leave
 * question compare with. Like the rules editor it follows the form: an untouched tab shows a
 * newer version saved elsewhere, 'reload' after a conflict replaces what was typed, and after
 * this tab's own save the saved settings are the ones shown.
 */
export function useEmailSettingsState(form: TForm) {
  const { conflict } = useFormDetail();
  const nextKey = useRef(0);
  const keyed = useCallback((setting: TEmailSettingFields): TEmailItem => {
    nextKey.current += 1;
    return { key: `email-${nextKey.current}`, setting };
  }, []);
  const [saved, setSaved] = useState(() => fromForm(form));
  const savedRef = useRef(saved);
  const [items, setItems] = useState(() => saved.settings.map(keyed));
  const [developerMode, setDeveloperMode] = useState(saved.developerMode);
  const draftRef = useRef<TEmailsDraft>({ settings: saved.settings, developerMode });
  draftRef.current = { settings: items.map((item) => item.setting), developerMode };

  const reset = useCallback(
    (next: TEmailsDraft) => {
      setItems(next.settings.map(keyed));
      setDeveloperMode(next.developerMode);
    },
    [keyed],
  );
  const accept = useCallback(
    (next: TEmailsDraft, sent?: TEmailsDraft) => {
      savedRef.current = next;
      setSaved(next);
      // Typing during the save stays; otherwise show the settings as the server keeps them.
      if (!sent || sameDraft(draftRef.current, sent)) reset(next);
    },
    [reset],
  );

  const conflictSeen = useRef(false);
  if (conflict) conflictSeen.current = true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new form answer only
  useEffect(() => {
    const next = fromForm(form);
    if (sameDraft(next, savedRef.current)) return;
    const untouched = sameDraft(draftRef.current, savedRef.current);
    const reloaded = conflictSeen.current && !conflict;
    if (untouched || reloaded || sameDraft(draftRef.current, next)) {
      if (!conflict) conflictSeen.current = false;
      accept(next);
      return;
    }
    // Someone saved other parts of the form: the edits here stay, unsaved against the newest.
    savedRef.current = next;
    setSaved(next);
  }, [form]);

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
    [keyed],
  );

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
    dirty: !sameDraft(draft, saved),
    /** For the leave question, read at the moment of leaving. */
    differsFromSaved: () => !sameDraft(draftRef.current, savedRef.current),
    accept,
    fromForm,
  };
}

/** The settings part of a form as this tab shows it. */
export const emailsDraftOf = fromForm;
