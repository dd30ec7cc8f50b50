import {
  ZSavedRegistrationsSyncAnswer,
  ZSavedRegistrationsSyncBody,
} from '@eform/core/api/saved-registrations';
import { SAVED_SYNC_MAX_BODY_BYTES } from '@eform/core/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { UPLOAD_BODY_CONFIG } from '../../http/timeouts';
import { getAuth, requireAuth } from '../../plugins/auth';
import { syncSavedRegistrations } from './saved-registrations.service';

/**
 * Saved registrations carry their files inline as base64 (offline): a sync part may be large.
 * The device sends its registrations in parts well under this size, and keeps one larger than
 * it on its own ('too_large').
 */
export const SYNC_BODY_LIMIT = SAVED_SYNC_MAX_BODY_BYTES;

/** POST api/saved-registrations-sync (doc 1 §7), signed in. */
export const savedRegistrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  app.post(
    '/api/saved-registrations-sync',
    {
      bodyLimit: SYNC_BODY_LIMIT,
      // Up to 16 MB a part, from a phone in the field: an upload's time, not the 60 s of others.
      config: UPLOAD_BODY_CONFIG,
      schema: {
        tags: ['registration'],
        security: API_KEY_SECURITY,
        summary:
          "Store the device's unsynced saved registrations; answers all of the user's, the conflicts and the refused",
        body: ZSavedRegistrationsSyncBody,
        response: { 201: ZSavedRegistrationsSyncAnswer, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const answer = await syncSavedRegistrations(app.db, getAuth(request), request.body);
      return reply.code(201).send(answer);
    },
  );
};
