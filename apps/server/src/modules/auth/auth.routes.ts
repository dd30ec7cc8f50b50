import { ZLoginAnswer, ZLoginBody, ZSuccessAnswer } from '@eform/core/api';
import { ZLoginAttackList } from '@eform/core/api/login-attacks';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { FORM_MULTIPART_LIMITS } from '../../plugins/body-limit';
import { login, logout } from './auth.service';
import { toLoginAnswer } from './login-answer';
import { listLoginAttacks } from './login-attacks';

/** POST /api/user/login and /api/user/logout (doc 1 §7); the admins' list of attacked accounts. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app sends the login as form data; multipart fields land in the body as plain values.
  // Registered in this scope only, so later upload routes can parse multipart their own way.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: FORM_MULTIPART_LIMITS });

  app.post(
    '/api/user/login',
    {
      config: { errorEnvelope: { unexpectedCode: 'LOGIN_FAILED' } },
      schema: {
        tags: ['user'],
        summary: 'Sign in with e-mail and password',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        body: ZLoginBody,
        response: { 200: ZLoginAnswer, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const result = await login(request.server.db, {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      return toLoginAnswer(result);
    },
  );

  app.post(
    '/api/user/logout',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['user'],
        summary: 'Revoke the api key of this session',
        security: API_KEY_SECURITY,
        response: { 200: ZSuccessAnswer, ...errorResponses(401) },
      },
    },
    async (request) => {
      await logout(request.server.db, getAuth(request));
      return { status: 'success' as const };
    },
  );

  app.get(
    '/api/admin/login-attacks',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['user'],
        summary:
          "Accounts under attack: many failed sign-ins within the window (permission 'eform admin dashboard')",
        security: API_KEY_SECURITY,
        response: { 200: ZLoginAttackList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const found = await listLoginAttacks(request.server.db, getAuth(request).user);
      return {
        window_minutes: found.windowMinutes,
        accounts: found.accounts.map((a) => ({
          user_id: a.userId,
          email: a.email,
          failures: a.failures,
          addresses: a.addresses,
          first_seen: a.firstSeen.toISOString(),
          last_seen: a.lastSeen.toISOString(),
        })),
      };
    },
  );
};
