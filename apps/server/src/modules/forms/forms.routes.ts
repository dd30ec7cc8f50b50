import {
  ZForm,
  ZFormInvalidBody,
  ZFormMetadata,
  ZFormParams,
  ZSuccessAnswer,
} from '@eform/core/api';
import {
  ZAssignedUserList,
  ZCreateFormBody,
  ZDuplicateFormBody,
  ZFormAccessBody,
  ZFormAccessGroupList,
  ZFormAccessUserList,
  ZFormGroupParams,
  ZFormRevisionList,
  ZFormRevisionParams,
  ZFormSaveAnswer,
  ZFormUserParams,
  ZUpdateFormBody,
} from '@eform/core/api/forms-admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { FORM_BODY_LIMIT } from '../../plugins/body-limit';
import { toFormAnswer, toFormSaveAnswer } from './form-answer';
import {
  changeAccess,
  getAccessGroups,
  getAccessUsers,
  getAssignedUsers,
} from './form-sharing.service';
import { FormInvalidError } from './form-validation';
import {
  createForm,
  duplicateForm,
  getAnonymousMetadata,
  getForm,
  getMetadata,
  getRevisions,
  removeForm,
  restoreRevision,
  setPublished,
  updateForm,
} from './forms.service';

const common = { tags: ['form'], security: API_KEY_SECURITY };
const invalid = { 400: ZFormInvalidBody };

/** Routes under /api/form: the form (its client) names the tenant; another client's is 404. */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A refused form answers its issues; every other error goes on to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof FormInvalidError)) throw error;
    return reply
      .code(400)
      .send({ code: 'VALIDATION' as const, message: error.message, issues: error.issues });
  });

  // Guest variant: no sign-in; only a published form with guest access answers.
  app.get(
    '/:form_id/metadata/anonymous',
    {
      schema: {
        tags: ['form'],
        summary: 'Word processing flags of a guest form (no sign-in)',
        params: ZFormParams,
        response: { 200: ZFormMetadata, ...errorResponses(404) },
      },
    },
    async (request) => {
      const meta = await getAnonymousMetadata(request.server.db, request.params.form_id);
      return { email_word_files_processed: meta.wordFilesProcessed };
    },
  );

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', requireAuth);
    const db = app.db;

    signedIn.post(
      '',
      {
        bodyLimit: FORM_BODY_LIMIT,
        schema: {
          ...common,
          summary:
            'Create a form in a folder (eform manage forms); workflow forms start in phase 1',
          body: ZCreateFormBody,
          response: { 201: ZForm, ...invalid, ...errorResponses(401, 403, 404, 413) },
        },
      },
      async (request, reply) => {
        const { form_name, folder_id, form_type, schema } = request.body;
        const form = await createForm(db, getAuth(request), {
          name: form_name,
          folderId: folder_id,
          type: form_type,
          schema,
        });
        return reply.code(201).send(toFormAnswer(form));
      },
    );

    signedIn.get(
      '/:form_id',
      {
        schema: {
          ...common,
          summary: 'A form (managers: any form of the client; fillers: published and shared)',
          params: ZFormParams,
          response: { 200: ZForm, ...errorResponses(401, 404) },
        },
      },
      async (request) => toFormAnswer(await getForm(db, getAuth(request), request.params.form_id)),
    );

    signedIn.patch(
      '/:form_id',
      {
        bodyLimit: FORM_BODY_LIMIT,
        schema: {
          ...common,
          summary:
            'Save the whole form; 409 when revision_id is no longer the current revision. A post-to-url hook the save adds gets a signing secret, answered this once (webhook_secrets)',
          params: ZFormParams,
          body: ZUpdateFormBody,
          response: {
            200: ZFormSaveAnswer,
            ...invalid,
            ...errorResponses(401, 403, 404, 409, 413),
          },
        },
      },
      async (request, reply) => {
        const saved = await updateForm(db, getAuth(request), request.params.form_id, request.body);
        // An answer with a secret is never kept by a cache.
        if (saved.hookSecrets?.length) reply.header('cache-control', 'no-store');
        return toFormSaveAnswer(saved);
      },
    );

    signedIn.delete(
      '/:form_id',
      {
        schema: {
          ...common,
          summary: 'Delete a form with its registrations',
          params: ZFormParams,
          response: { 200: ZSuccessAnswer, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        await removeForm(db, getAuth(request), request.params.form_id);
        return { status: 'success' as const };
      },
    );

    for (const [path, published] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      signedIn.post(
        `/:form_id/${path}`,
        {
          schema: {
            ...common,
            summary: published ? 'Publish a form' : 'Unpublish a form',
            params: ZFormParams,
            body: ZFormAccessBody,
            response: { 200: ZForm, ...errorResponses(401, 403, 404, 422) },
          },
        },
        async (request) =>
          toFormAnswer(await setPublished(db, getAuth(request), request.params.form_id, published)),
      );
    }

    signedIn.get(
      '/:form_id/metadata',
      {
        schema: {
          ...common,
          summary: 'Word processing flags (polled every 10 s while a Word file is processed)',
          params: ZFormParams,
          response: { 200: ZFormMetadata, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const meta = await getMetadata(db, getAuth(request), request.params.form_id);
        return { email_word_files_processed: meta.wordFilesProcessed };
      },
    );

    signedIn.get(
      '/:form_id/revisions',
      {
        schema: {
          ...common,
          summary: 'Saved revisions, newest first',
          params: ZFormParams,
          response: { 200: ZFormRevisionList, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const rows = await getRevisions(db, getAuth(request), request.params.form_id);
        return rows.map((row) => ({
          revision_id: row.id,
          revision: row.revision,
          updated_at: row.createdAt.toISOString(),
          user: row.email ? { username: row.email } : null,
        }));
      },
    );

    signedIn.get(
      '/:form_id/revision-restore/:revision_id',
      {
        schema: {
          ...common,
          summary: 'Restore a revision (saved as a new revision); answers the restored form',
          params: ZFormRevisionParams,
          response: { 200: ZForm, ...invalid, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        toFormAnswer(
          await restoreRevision(
            db,
            getAuth(request),
            request.params.form_id,
            request.params.revision_id,
          ),
        ),
    );

    signedIn.get(
      '/:form_id/get_users',
      {
        schema: {
          ...common,
          summary: "The client's users, with whether the form is shared with each",
          params: ZFormParams,
          response: { 200: ZFormAccessUserList, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const rows = await getAccessUsers(db, getAuth(request), request.params.form_id);
        return rows.map((row) => ({
          user_id: row.id,
          email: row.email,
          display_name: row.displayName,
          has_access: row.hasAccess,
        }));
      },
    );

    signedIn.get(
      '/:form_id/get_user_groups',
      {
        schema: {
          ...common,
          summary: "The client's groups, with whether the form is shared with each",
          params: ZFormParams,
          response: { 200: ZFormAccessGroupList, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const rows = await getAccessGroups(db, getAuth(request), request.params.form_id);
        return rows.map((row) => ({
          group_id: row.id,
          label: row.label,
          has_access: row.hasAccess,
        }));
      },
    );

    signedIn.get(
      '/:form_id/assigned-users',
      {
        schema: {
          ...common,
          summary: 'Users who may fill the form, directly or through a group',
          params: ZFormParams,
          response: { 200: ZAssignedUserList, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const rows = await getAssignedUsers(db, getAuth(request), request.params.form_id);
        return rows.map((row) => ({ user_id: row.id, email: row.email }));
      },
    );

    for (const [path, kind, grant] of [
      ['add_user', 'user', true],
      ['remove_user', 'user', false],
      ['add_user_group', 'group', true],
      ['remove_user_group', 'group', false],
    ] as const) {
      const param = kind === 'user' ? 'user_id' : 'group_id';
      signedIn.post(
        `/:form_id/${path}/:${param}`,
        {
          schema: {
            ...common,
            summary: `${grant ? 'Share the form with' : 'Stop sharing the form with'} a ${kind} of its client`,
            params: kind === 'user' ? ZFormUserParams : ZFormGroupParams,
            body: ZFormAccessBody,
            response: { 200: ZForm, ...errorResponses(401, 403, 404, 422) },
          },
        },
        async (request) => {
          const params = request.params as Record<string, string>;
          const form = await changeAccess(
            db,
            getAuth(request),
            params.form_id ?? '',
            { kind, ref: params[param] ?? '' },
            grant,
          );
          return toFormAnswer(form);
        },
      );
    }

    signedIn.post(
      '/:form_id/duplicate',
      {
        schema: {
          ...common,
          summary:
            "Copy a form ('Kopie van …') to a folder of this or another of the user's clients; its post-to-url hooks get new signing secrets, answered this once",
          params: ZFormParams,
          body: ZDuplicateFormBody,
          response: { 201: ZFormSaveAnswer, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const form = await duplicateForm(db, getAuth(request), request.params.form_id, {
          clientId: request.body.client_id,
          folderId: request.body.folder_id,
        });
        return reply.code(201).send(toFormSaveAnswer(form));
      },
    );
  });
};
