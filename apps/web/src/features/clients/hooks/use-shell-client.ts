import { hasPermission, type TPermission } from '@eform/core/permissions';
import { createContext, useContext } from 'react';

/** The client the client shell (/clients/{client_id}) shows, with the user's rights there. */
export type TShellClient = {
  /** The client's numeric id (the path's client_id). */
  clientId: number;
  name: string;
  /** The user's permissions in this client (not necessarily the current client's). */
  permissions: readonly string[];
  can: (permission: TPermission) => boolean;
};

/** Set by the client shell for the tab screens below it. */
export const ShellClientContext = createContext<TShellClient | null>(null);

/** Builds the shell's client value. */
export function shellClient(clientId: number, name: string, permissions: readonly string[]) {
  return {
    clientId,
    name,
    permissions,
    can: (permission: TPermission) => hasPermission(permissions, permission),
  } satisfies TShellClient;
}

/**
 * The client of the shell around a tab screen (users, groups, credits of that client), with
 * the user's permissions there. Throws outside the shell: a tab screen is always inside it.
 */
export function useShellClient(): TShellClient {
  const client = useContext(ShellClientContext);
  if (!client) throw new Error('useShellClient outside the client shell');
  return client;
}
