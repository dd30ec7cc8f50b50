import type { TForm } from '@eform/core/api';
import type { TEditorContext } from '@eform/core/validation';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clientInfoQuery, useCan, useCurrentUser } from '../../session';

/** What the editor knows beyond the schema: admin or not, the form type, the client's modules. */
export type TEditorEnv = TEditorContext & { clientId: number | null };

/**
 * The editor context of the signed-in user for `form`: 'eform add admin elements' decides the
 * admin-only types, the current client's modules the premium wall. The saved schema is passed as
 * `previousSchema`, so elements an admin added or a lapsed module still allowed stay saveable.
 */
export function useEditorEnv(form: TForm): TEditorEnv {
  const current = useCurrentUser();
  const can = useCan();
  const clientId = current?.currentClient?.id ?? null;
  const info = useQuery({ ...clientInfoQuery(clientId ?? 0), enabled: clientId !== null });
  const isAdmin = can('eform add admin elements');
  const modules = info.data?.modules;
  return useMemo(
    () => ({
      clientId,
      isAdmin,
      formType: form.form_type,
      modules: modules ?? [],
      previousSchema: form.schema,
    }),
    [clientId, isAdmin, form.form_type, form.schema, modules],
  );
}
