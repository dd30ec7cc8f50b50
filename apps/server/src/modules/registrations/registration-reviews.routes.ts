import { ZFormInvalidBody } from '@eform/core/api';
import {
  ZCorrectionAnswer,
  ZCorrectionBody,
  ZRegistrationReview,
  ZRegistrationReviewHistory,
  ZRegistrationVersions,
  ZReviewBody,
} from '@eform/core/api/registration-reviews';
import { ZFormRegistrationParams } from '@eform/core/api/registrations';
import { ts } from '@eform/core/messages/server-only';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import {
  correctRegistration,
  getReviewHistory,
  getVersions,
  reviewRegistration,
  type TReviewActor,
} from './registration-reviews.service';
import { RegistrationInvalidError } from './registration-values';

const common = { tags: ['registration'], security: API_KEY_SECURITY };

/** The audit log entry of a review or a correction (issue 34). */
function auditAct(
  acted: Parameters<NonNullable<TReviewActor['done']>>[0],
  action: 'registration.review' | 'registration.edit',
) {
  return {
    clientId: acted.clientId,
    action,
    objectType: 'registration',
    objectId: acted.uuid,
    registrationUuid: acted.uuid,
    formId: acted.formId,
    details: acted.details ?? null,
  };
}

/**
 * Review states and edit history of a sent registration (issue 34), under /api/form: the review,
 * its history, a correction and the versions. The form names the tenant; another client's
 * registration is 404.
 */
export const registrationReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A refused correction names each field in `issues`, and the first in the message.
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof RegistrationInvalidError)) throw error;
    const field = error.issues[0]?.path ?? 'values';
    return reply.code(400).send({
      code: 'VALIDATION' as const,
      message: ts('server.error.fieldInvalid', { field }),
      issues: error.issues,
    });
  });
  const signedIn = app.withTypeProvider<ZodTypeProvider>();
  signedIn.addHook('onRequest', requireAuth);
  const db = app.db;

  signedIn.patch(
    '/:form_id/registrations/:registration_id/review',
    {
      schema: {
        ...common,
        summary:
          "Set a sent registration's review: approved, has_issues or rejected, with an optional comment (eform manage form registrations); 409 for a draft or a trashed one",
        params: ZFormRegistrationParams,
        body: ZReviewBody,
        response: { 200: ZRegistrationReview, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      reviewRegistration(
        db,
        {
          auth: getAuth(request),
          ip: request.ip,
          done: (acted) => recordAudit(request, auditAct(acted, 'registration.review')),
        },
        request.params.form_id,
        request.params.registration_id,
        request.body,
      ),
  );

  signedIn.get(
    '/:form_id/registrations/:registration_id/reviews',
    {
      schema: {
        ...common,
        summary: "A registration's review history, newest first (eform manage form registrations)",
        params: ZFormRegistrationParams,
        response: { 200: ZRegistrationReviewHistory, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getReviewHistory(
        db,
        getAuth(request),
        request.params.form_id,
        request.params.registration_id,
      ),
  );

  signedIn.patch(
    '/:form_id/registrations/:registration_id',
    {
      schema: {
        ...common,
        summary:
          'Correct fields of a sent registration (eform manage form registrations and eform manage form edit): only the fields that change, checked as a submit checks them; each correction is a new version. No credit is taken and no e-mail sent again',
        params: ZFormRegistrationParams,
        body: ZCorrectionBody,
        response: {
          200: ZCorrectionAnswer,
          400: ZFormInvalidBody,
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const corrected = await correctRegistration(
        db,
        {
          auth: getAuth(request),
          ip: request.ip,
          done: (acted) => recordAudit(request, auditAct(acted, 'registration.edit')),
        },
        request.params.form_id,
        request.params.registration_id,
        request.body,
      );
      return {
        version: corrected.version,
        values: corrected.values,
        registration_updated_at: corrected.updatedAt.toISOString(),
      };
    },
  );

  signedIn.get(
    '/:form_id/registrations/:registration_id/versions',
    {
      schema: {
        ...common,
        summary:
          "A registration's versions, newest first, each with its changes field by field against the one before and who made it (eform manage form registrations); empty while never corrected",
        params: ZFormRegistrationParams,
        response: { 200: ZRegistrationVersions, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getVersions(db, getAuth(request), request.params.form_id, request.params.registration_id),
  );
};
