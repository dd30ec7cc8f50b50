import { escapeHtml } from '@eform/core/format';
import { ts } from '@eform/core/messages/server-only';
import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /user/password: the login screen's forgot-password link opens this outside the app. Until a
 * self-service reset exists, it tells the user who can help. Plain server-rendered HTML, no script.
 */
export const passwordPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/user/password', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderPasswordPage());
  });
};

function renderPasswordPage(): string {
  const title = escapeHtml(ts('server.passwordPage.title'));
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1b1e; }
  main { max-width: 32rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; }
  a { color: #1c7ed6; }
</style>
</head>
<body>
<main>
  <h1>${title}</h1>
  <p>${escapeHtml(ts('server.passwordPage.intro'))}</p>
  <p>${escapeHtml(ts('server.passwordPage.detail'))}</p>
  <p><a href="/login">${escapeHtml(ts('server.passwordPage.back'))}</a></p>
</main>
</body>
</html>
`;
}
