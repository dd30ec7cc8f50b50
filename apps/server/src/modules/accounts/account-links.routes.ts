import {
  ZLoginAnswer,
  ZMessageAnswer,
  ZPasswordResetBody,
  ZRegisterBody,
  ZRegisterInfo,
  ZRegisterInfoQuery,
  ZSetPasswordBody,
} from '@eform/core/api';
import { sanitizeRichText } from '@eform/core/format/rich-text';
import { ts } from '@eform/core/messages/server-only';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { toLoginAnswer } from '../auth';
import {
  getRegistrationInfo,
  registerUser,
  requestPasswordReset,
  setPasswordWithToken,
} from './account-links.service';

const common = { tags: ['user'] };

/**
 * The guest calls of the password links and self-registration: ask for a reset mail, set a
 * password with a mail's token (signed in at once), and register with a client's link.
 */
export const accountLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/password-reset',
    {
      schema: {
        ...common,
        summary:
          'Ask for a password reset mail; the same answer whether or not the address has an account (rate limited per address and IP)',
        body: ZPasswordResetBody,
        response: { 200: ZMessageAnswer, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      await requestPasswordReset(request.server.db, request.body.email, request.ip);
      return { message: ts('server.account.resetRequested', { email: request.body.email }) };
    },
  );

  app.post(
    '/api/user/set-password',
    {
      schema: {
        ...common,
        summary:
          "Set the password with the token of a welcome or reset mail's link (once, 7 days) and sign in: answers like the login (rate limited per token and IP)",
        body: ZSetPasswordBody,
        response: { 200: ZLoginAnswer, ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await setPasswordWithToken(request.server.db, {
        token: request.body.token,
        password: request.body.password,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return toLoginAnswer(result);
    },
  );

  app.get(
    '/api/user/register/:client_uuid',
    {
      schema: {
        ...common,
        summary:
          "What the self-registration page shows: the client's name and intro text, the form's name",
        params: z.object({ client_uuid: z.string() }),
        querystring: ZRegisterInfoQuery,
        response: { 200: ZRegisterInfo, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { client, form } = await getRegistrationInfo(
        request.server.db,
        request.params.client_uuid,
        request.query.form_id,
      );
      return {
        client_name: client.name,
        intro_text: sanitizeRichText(client.registerIntroText),
        form_name: form?.name ?? null,
      };
    },
  );

  app.post(
    '/api/user/register',
    {
      schema: {
        ...common,
        summary:
          "Self-registration through a client's link: the address becomes a form filler of the client and gets a mail; the same answer whether or not it had an account (rate limited)",
        body: ZRegisterBody,
        response: { 200: ZMessageAnswer, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request) => {
      await registerUser(request.server.db, {
        email: request.body.email,
        clientUuid: request.body.client_uuid,
        formId: request.body.form_id,
        ip: request.ip,
      });
      return { message: ts('server.register.done') };
    },
  );
};
