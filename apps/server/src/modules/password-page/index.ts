/**
 * GET /user/password: the old forgot-password address, sent on to the app's page. Nothing here
 * is for other modules; the app alone imports password-page.routes.ts.
 */
export {};
