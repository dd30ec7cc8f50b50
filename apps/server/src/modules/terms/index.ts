/**
 * A user's acceptance of a client's terms. Nothing here is for other modules; the app alone
 * imports terms.routes.ts.
 */
export {};
