/**
 * What the app does on 401 and 403 answers. The api client cannot import the router or the
 * session (they import the api client), so the app registers the handlers at start.
 */
export type THttpEventHandlers = {
  /** The api key of the request was refused: sign out locally and go to the login screen. */
  onUnauthorized: (apiKey: string) => void;
  /** The user may not see this content: toast and go to the dashboard. */
  onForbidden: () => void;
};

let handlers: THttpEventHandlers = {
  onUnauthorized: () => {},
  onForbidden: () => {},
};

export function setHttpEventHandlers(next: THttpEventHandlers): void {
  handlers = next;
}

export function getHttpEventHandlers(): THttpEventHandlers {
  return handlers;
}
