/**
 * GET /health and GET /ready: whether the server and its database answer. Nothing here is for other
 * modules; the app alone imports health.routes.ts.
 */
export {};
