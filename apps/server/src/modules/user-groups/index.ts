/**
 * A client's user groups: their members and the forms shared with them. Nothing here is for
 * other modules; the app alone imports user-groups.routes.ts.
 */
export {};
