import type { TForm } from '@eform/core/api';
import { formToUpdateBody, type TUpdateFormBody } from '@eform/core/api/forms-admin';
import { ta } from '@eform/core/messages/admin';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { isApiStatus } from '../../../lib/http/api-error';
import { formDetailKeys, formQuery, saveForm, type TSavedForm } from '../api/form-detail-api';

/**
 * One change a screen makes to a form: from the form as it is now (a PATCH body) to the form as
 * it should be. A function, not a finished body, so that after a conflict the same change can be
 * made again on the newest version ('keep mine' keeps what this person changed, and what others
 * saved in the fields they did not touch).
 */
export type TFormChange = (current: TUpdateFormBody) => TUpdateFormBody;

/**
 * Toasts of one save; `success` receives the saved form. Defaults: the form save texts of §8.
 * `refused` hears the server's message of a refused form (400) and answers the toast's text
 * (default: that message), for a screen that shows it at its field. `saved` receives the whole
 * answer, also of a save made again after a conflict ('keep mine'): the hook secrets it made.
 */
export type TSaveTexts = {
  success?: (saved: TForm) => string;
  failure?: string;
  refused?: (message: string) => string;
  saved?: (answer: TSavedForm) => void;
};

type TPendingConflict = { change: TFormChange; texts: TSaveTexts };

type TFormDetail = {
  form: TForm;
  /**
   * Saves `change` on the current revision; resolves to the saved form (with the hook secrets
   * the save made, which are not kept), or null when refused.
   */
  save: (change: TFormChange, texts?: TSaveTexts) => Promise<TSavedForm | null>;
  /** Puts a form answered by another call (publish, access) in place of the shown one. */
  replace: (form: TForm) => void;
  saving: boolean;
  conflict: TPendingConflict | null;
  /** After a conflict: drop this person's change and show the newest version. */
  reload: () => Promise<void>;
  /** After a conflict: make the same change again on the newest version and save it. */
  keepMine: () => Promise<void>;
};

const FormDetailContext = createContext<TFormDetail | null>(null);

/** GET /api/form/{form_id} for the shell. */
export function useFormQuery(formId: string) {
  return useQuery(formQuery(formId));
}

const defaultSuccess = (saved: TForm) => ta('forms.renamed', { name: saved.form_name });

/**
 * The form of the shell and the one way its screens save it. Every save names the revision it
 * was based on; a 409 (someone saved in between) stores nothing and opens the conflict question
 * instead of a silent overwrite.
 */
export function FormDetailProvider({ form, children }: { form: TForm; children: ReactNode }) {
  const queryClient = useQueryClient();
  const formId = form.form_id;
  const [conflict, setConflict] = useState<TPendingConflict | null>(null);

  const replace = useCallback(
    (next: TForm) => {
      queryClient.setQueryData(formDetailKeys.form(formId), next);
      // Lists show name, folder and the published chip; the revisions list grows with a save.
      void queryClient.invalidateQueries({ queryKey: ['client', next.client_id, 'forms-admin'] });
      void queryClient.invalidateQueries({ queryKey: formDetailKeys.revisions(formId) });
    },
    [queryClient, formId],
  );

  const mutation = useMutation({
    mutationFn: async ({ change, base }: { change: TFormChange; base: TForm }) =>
      saveForm(formId, change(formToUpdateBody(base))),
  });

  const run = useCallback(
    async (change: TFormChange, texts: TSaveTexts, base: TForm): Promise<TSavedForm | null> => {
      try {
        const answer = await mutation.mutateAsync({ change, base });
        // The secrets are shown once by the screen that saved; the cached form never holds them.
        const { webhook_secrets: _secrets, ...saved } = answer;
        replace(saved);
        setConflict(null);
        notifications.show({ color: 'green', message: (texts.success ?? defaultSuccess)(saved) });
        texts.saved?.(answer);
        return answer;
      } catch (error) {
        if (isApiStatus(error, 409)) {
          setConflict({ change, texts });
          return null;
        }
        // A refused form (400) names what is wrong; anything else gets the save failure text.
        const message = isApiStatus(error, 400)
          ? (texts.refused?.(error.message) ?? error.message)
          : undefined;
        notifications.show({
          color: 'red',
          message: message ?? texts.failure ?? ta('forms.saveFailed'),
        });
        return null;
      }
    },
    [mutation, replace],
  );

  const current = useCallback(
    () => queryClient.getQueryData<TForm>(formDetailKeys.form(formId)) ?? form,
    [queryClient, formId, form],
  );

  const value = useMemo<TFormDetail>(
    () => ({
      form,
      save: (change, texts = {}) => run(change, texts, current()),
      replace,
      saving: mutation.isPending,
      conflict,
      reload: async () => {
        setConflict(null);
        await queryClient.refetchQueries({ queryKey: formDetailKeys.form(formId), exact: true });
        notifications.show({ color: 'blue', message: ta('formDetail.conflict.reloaded') });
      },
      keepMine: async () => {
        if (!conflict) return;
        const latest = await queryClient.fetchQuery({ ...formQuery(formId), staleTime: 0 });
        await run(conflict.change, conflict.texts, latest);
      },
    }),
    [form, run, current, replace, mutation.isPending, conflict, queryClient, formId],
  );
  return <FormDetailContext.Provider value={value}>{children}</FormDetailContext.Provider>;
}

/** The shell's form and its save; only inside {@link FormDetailProvider}. */
export function useFormDetail(): TFormDetail {
  const value = useContext(FormDetailContext);
  if (!value) throw new Error('useFormDetail outside FormDetailProvider');
  return value;
}
