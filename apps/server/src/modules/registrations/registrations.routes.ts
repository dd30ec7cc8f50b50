import { ZFormInvalidBody, ZFormParams } from '@eform/core/api';
import {
  ZAssignedRegistrationList,
  ZFormRegistrationParams,
  ZGuestChallenge,
  ZGuestForm,
  ZGuestParams,
  ZMyRegistrationList,
  ZMyRegistrationsQuery,
  ZPublishedFormList,
  ZRegistration,
  ZRegistrationParams,
  ZRegistrationSearchAnswer,
  ZRegistrationSearchQuery,
  ZSubmitRegistrationAnswer,
  ZSubmitRegistrationBody,
} from '@eform/core/api/registrations';
import { isDomainError } from '@eform/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { UPLOAD_BODY_CONFIG } from '../../http/timeouts';
import { getAuth, requireAuth } from '../../plugins/auth';
import { FORM_BODY_LIMIT } from '../../plugins/body-limit';
import type { TStorage } from '../../storage/storage';
import type { TFormRow } from '../access';
import { recordAudit } from '../audit';
import { guestFormOf } from './guest-access';
import { createGuestChallenge } from './guest-challenge';
import {
  toAssignedList,
  toGuestForm,
  toMyRegistrationList,
  toPublishedFormList,
  toRegistration,
  toSearchAnswer,
  toSubmitAnswer,
} from './registration-answer';
import { RegistrationInvalidError } from './registration-values';
import {
  getAssignedRegistration,
  getAssignedRegistrations,
  getGuestForm,
  getMyRegistrations,
  getPublishedForms,
  getRegistration,
  searchGuestRegistrations,
  searchRegistrations,
} from './registrations-queries.service';
import { submitGuestRegistration, submitRegistration, type TSubmitDeps } from './submit.service';

const common = { tags: ['registration'], security: API_KEY_SECURITY };
const ZClientParams = z.object({ client_id: z.string().describe('client id or uuid') });

/**
 * Registrations carry files inline as base64 when sent from offline or bad-internet mode: the
 * body may be as large as a form with its files (the files module's limits apply per file).
 */
const SUBMIT_BODY_LIMIT = Math.max(FORM_BODY_LIMIT, 32 * 1024 * 1024);
/**
 * A submit carries its files inline as base64 when offline or in bad-internet mode (doc 1 §7):
 * megabytes over a poor connection, so it gets an upload's time for its body, not the 60 s of
 * ordinary routes.
 */
const submitConfig = UPLOAD_BODY_CONFIG;

/**
 * Where inline files go, once the files module decorates the app with its storage, and the
 * request's id, which the submit's jobs carry.
 */
function depsOf(app: FastifyInstance, request: FastifyRequest): TSubmitDeps {
  const storage = (app as FastifyInstance & { storage?: TStorage }).storage;
  return storage ? { storage, requestId: request.id } : { requestId: request.id };
}

/**
 * A submit counted in the app's metrics by its outcome: 'stored' (a workflow draft continued
 * too), or the refusal's error code in lower case ('insufficient_credits', 'conflict', ...).
 */
async function countedSubmit<T>(
  app: FastifyInstance,
  kind: 'user' | 'guest',
  submit: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await submit();
    app.metrics.submits.inc({ kind, outcome: 'stored' });
    return answer;
  } catch (error) {
    const code =
      error instanceof RegistrationInvalidError
        ? 'VALIDATION'
        : isDomainError(error)
          ? error.code
          : 'INTERNAL';
    app.metrics.submits.inc({ kind, outcome: code.toLowerCase() });
    throw error;
  }
}

/**
 * The filling calls of doc 1 §7: sending, the filler's lists, a registration, search and the
 * guest calls (no sign-in). Every object is looked up in the user's own clients (404 outside).
 */
/** The guest form of a guest submit, found by its onRequest hook before the body arrived. */
const guestForms = new WeakMap<FastifyRequest, TFormRow>();

export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof RegistrationInvalidError)) throw error;
    return reply
      .code(400)
      .send({ code: 'VALIDATION' as const, message: error.message, issues: error.issues });
  });
  const db = app.db;

  // Guests: no sign-in; only a published form with guest access answers.
  app.get(
    '/api/guest/form/:guest_id',
    {
      schema: {
        tags: ['registration'],
        summary: 'A guest form (no sign-in); 404 unless published with guest access',
        params: ZGuestParams,
        response: { 200: ZGuestForm, ...errorResponses(404) },
      },
    },
    async (request) => toGuestForm(await getGuestForm(db, request.params.guest_id)),
  );

  app.post(
    '/api/guest/form/:guest_id',
    {
      bodyLimit: SUBMIT_BODY_LIMIT,
      config: submitConfig,
      // The guest form is looked up before a byte of the (up to 32 MB) body is read: an unknown
      // link is answered at once, and the submit uses the form found here.
      onRequest: async (request) => {
        const guestId = (request.params as { guest_id: string }).guest_id;
        guestForms.set(request, await guestFormOf(db, guestId));
      },
      schema: {
        tags: ['registration'],
        summary:
          'Send a guest registration (no sign-in) with its solved challenge (altcha); 30 per minute per address, settings.guest_submits_per_hour per form',
        params: ZGuestParams,
        body: ZSubmitRegistrationBody,
        response: {
          200: ZSubmitRegistrationAnswer,
          400: ZFormInvalidBody,
          ...errorResponses(403, 404, 409, 413, 422, 429),
        },
      },
    },
    async (request) =>
      toSubmitAnswer(
        await countedSubmit(app, 'guest', async () =>
          submitGuestRegistration(
            db,
            depsOf(app, request),
            guestForms.get(request) ?? (await guestFormOf(db, request.params.guest_id)),
            request.ip,
            request.body,
          ),
        ),
      ),
  );

  app.get(
    '/api/guest/form/:guest_id/challenge',
    {
      schema: {
        tags: ['registration'],
        summary:
          'A proof-of-work challenge (ALTCHA v2, SHA-256) for one guest submit of this form; valid 10 minutes, accepted once',
        params: ZGuestParams,
        response: { 200: ZGuestChallenge, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return createGuestChallenge(db, await guestFormOf(db, request.params.guest_id));
    },
  );

  app.get(
    '/api/guest/form/:guest_id/registrations/search',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Search the registrations of a guest form with search enabled (no sign-in): a query of at least 3 characters, pages of 10, no e-mail addresses; 30 per minute per address',
        params: ZGuestParams,
        querystring: ZRegistrationSearchQuery,
        response: { 200: ZRegistrationSearchAnswer, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      toSearchAnswer(
        await searchGuestRegistrations(db, request.params.guest_id, request.ip, request.query),
      ),
  );

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', requireAuth);

    signedIn.post(
      '/api/registration',
      {
        bodyLimit: SUBMIT_BODY_LIMIT,
        config: submitConfig,
        schema: {
          ...common,
          summary: 'Send a registration, or continue a workflow draft (registration_id)',
          body: ZSubmitRegistrationBody,
          response: {
            200: ZSubmitRegistrationAnswer,
            400: ZFormInvalidBody,
            ...errorResponses(401, 404, 409, 413, 422, 503),
          },
        },
      },
      async (request) =>
        toSubmitAnswer(
          await countedSubmit(app, 'user', () =>
            submitRegistration(db, depsOf(app, request), getAuth(request), request.body),
          ),
        ),
    );

    signedIn.get(
      '/api/my-registrations',
      {
        schema: {
          ...common,
          summary: "The user's own registrations, newest first, in pages",
          querystring: ZMyRegistrationsQuery,
          response: { 200: ZMyRegistrationList, ...errorResponses(400, 401) },
        },
      },
      async (request) =>
        toMyRegistrationList(await getMyRegistrations(db, getAuth(request), request.query.page)),
    );

    signedIn.get(
      '/api/assigned-registrations',
      {
        schema: {
          ...common,
          summary: 'Workflow drafts assigned to the user, newest change first',
          response: { 200: ZAssignedRegistrationList, ...errorResponses(401) },
        },
      },
      async (request) => toAssignedList(await getAssignedRegistrations(db, getAuth(request))),
    );

    signedIn.get(
      '/api/assigned-registration/:id',
      {
        schema: {
          ...common,
          summary: 'A workflow draft to continue (its assignee or a manager of the form)',
          params: ZRegistrationParams,
          response: { 200: ZRegistration, ...errorResponses(401, 404) },
        },
      },
      async (request) =>
        toRegistration(await getAssignedRegistration(db, getAuth(request), request.params.id)),
    );

    signedIn.get(
      '/api/forms/published/:client_id',
      {
        schema: {
          ...common,
          summary: 'Published forms of the client the user may fill, by name',
          params: ZClientParams,
          response: { 200: ZPublishedFormList, ...errorResponses(401, 404) },
        },
      },
      async (request) =>
        toPublishedFormList(
          await getPublishedForms(db, getAuth(request), request.params.client_id),
        ),
    );

    signedIn.get(
      '/api/form/:form_id/registrations/search',
      {
        schema: {
          ...common,
          summary:
            "Search a form's registrations on one of its searchable fields, while its search is enabled",
          params: ZFormParams,
          querystring: ZRegistrationSearchQuery,
          response: { 200: ZRegistrationSearchAnswer, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        toSearchAnswer(
          await searchRegistrations(db, getAuth(request), request.params.form_id, request.query),
        ),
    );

    signedIn.get(
      '/api/form/:form_id/registrations/:registration_id',
      {
        schema: {
          ...common,
          summary: 'A registration (owner, assignee, or eform manage form registrations)',
          params: ZFormRegistrationParams,
          response: { 200: ZRegistration, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const view = await getRegistration(
          db,
          getAuth(request),
          request.params.form_id,
          request.params.registration_id,
        );
        recordAudit(request, {
          clientId: view.registration.clientId,
          action: 'registration.view',
          objectType: 'registration',
          objectId: view.registration.uuid,
          registrationUuid: view.registration.uuid,
          formId: view.form.id,
        });
        return toRegistration(view);
      },
    );
  });
};
