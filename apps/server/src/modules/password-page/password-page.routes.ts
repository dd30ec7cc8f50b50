import type { FastifyPluginAsync } from 'fastify';

/** The app's forgot-password page (apps/web, public routes): asks for the reset mail. */
export const FORGOT_PASSWORD_PATH = '/user/forgot-password';

/**
 * GET /user/password: the login screen's forgot-password link (doc 1 §2.4) and older bookmarks
 * open this; it sends the browser on to the app's forgot-password page, where a reset mail with
 * a one-time link can be asked for (issue 21).
 */
export const passwordPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/user/password', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').redirect(FORGOT_PASSWORD_PATH, 302);
  });
};
