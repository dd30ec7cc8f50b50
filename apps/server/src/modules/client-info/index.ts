/**
 * A client as its own members read it (GET /api/client/:id and /info): its credits, modules and
 * terms. Nothing here is for other modules; the app alone imports client-info.routes.ts.
 */
export {};
