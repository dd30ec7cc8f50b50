/** The client list a user returns to: all clients for an admin, else their own. */
export function clientListPath(canManageAll: boolean): string {
  return canManageAll ? '/clients/admin' : '/clients/assigned';
}

/** The client shell's path of a client, optionally of one of its tabs. */
export function clientPath(clientId: number | string, tab = ''): string {
  const base = `/clients/${encodeURIComponent(String(clientId))}`;
  return tab ? `${base}/${tab}` : base;
}
