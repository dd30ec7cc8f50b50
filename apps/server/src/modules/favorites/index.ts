/**
 * A user's favourite form elements, kept per client to add to other forms. Nothing here is for
 * other modules; the app alone imports favorites.routes.ts.
 */
export {};
