import { ZSuccessAnswer } from '@eform/core/api';
import {
  ZFormHookParams,
  ZHookSecret,
  ZHookTestAnswer,
  ZRegistrationHookDeliveries,
  ZRegistrationHookParams,
} from '@eform/core/api/integrations';
import { ZFormRegistrationParams } from '@eform/core/api/registrations';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TOutboundPolicy } from '../../http/outbound';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import type { TMailer } from '../../mail/mailer';
import { getAuth, requireAuth } from '../../plugins/auth';
import {
  listRegistrationHooks,
  retryHookDelivery,
  rollHookSecret,
  testHook,
} from './integrations-admin.service';

/** Where the integration routes' test sends go out and what their file links point at. */
export interface TIntegrationsRouteOptions {
  outbound: TOutboundPolicy;
  publicUrl: string;
}

/** A test send of the merged mail without a mail server configured: it fails with the reason. */
const NO_MAILER: TMailer = {
  from: '',
  send: () => Promise.reject(new Error('no mail server configured')),
  sendRaw: () => Promise.reject(new Error('no mail server configured')),
  close: () => {},
};

const common = { security: API_KEY_SECURITY };

/**
 * The integration calls under /api/form (issue 31): a hook's new signing secret and its test
 * send (eform manage form integrations), a registration's hook deliveries and a retry of one
 * (eform manage form registrations). The form names the tenant; another client's is 404.
 */
export const integrationsRoutes: FastifyPluginAsyncZod<TIntegrationsRouteOptions> = async (
  app,
  options,
) => {
  const signedIn = app.withTypeProvider<ZodTypeProvider>();
  signedIn.addHook('onRequest', requireAuth);
  const db = app.db;

  signedIn.post(
    '/:form_id/integrations/:hook_id/secret',
    {
      schema: {
        ...common,
        tags: ['form'],
        summary:
          'A new signing secret for a post-to-url hook, answered this once; the old one signs nothing from now on (eform manage form integrations)',
        params: ZFormHookParams,
        response: { 200: ZHookSecret, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { form_id, hook_id } = request.params;
      return rollHookSecret(db, getAuth(request), form_id, hook_id);
    },
  );

  signedIn.post(
    '/:form_id/integrations/:hook_id/test',
    {
      schema: {
        ...common,
        tags: ['form'],
        summary:
          'Send a sample registration by the hook as saved (post-to-url: signed, "test": true) and answer what came back; nothing is stored (eform manage form integrations)',
        params: ZFormHookParams,
        response: { 200: ZHookTestAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { form_id, hook_id } = request.params;
      return testHook(
        {
          db,
          storage: app.storage,
          mailer: app.mailer ?? NO_MAILER,
          log: request.log as never,
          outbound: options.outbound,
          publicUrl: options.publicUrl,
        },
        getAuth(request),
        form_id,
        hook_id,
      );
    },
  );

  signedIn.get(
    '/:form_id/registrations/:registration_id/hooks',
    {
      schema: {
        ...common,
        tags: ['registration'],
        summary:
          "A registration's hook deliveries, newest round first, each with its attempts (eform manage form registrations)",
        params: ZFormRegistrationParams,
        response: { 200: ZRegistrationHookDeliveries, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { form_id, registration_id } = request.params;
      return listRegistrationHooks(db, getAuth(request), form_id, registration_id);
    },
  );

  signedIn.post(
    '/:form_id/registrations/:registration_id/hooks/:delivery_id/retry',
    {
      schema: {
        ...common,
        tags: ['registration'],
        summary:
          'Attempt a hook delivery of a registration again now; 409 when it succeeded or is being attempted (eform manage form registrations)',
        params: ZRegistrationHookParams,
        response: { 200: ZSuccessAnswer, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { form_id, registration_id, delivery_id } = request.params;
      await retryHookDelivery(db, getAuth(request), form_id, registration_id, delivery_id);
      return { status: 'success' as const };
    },
  );
};
