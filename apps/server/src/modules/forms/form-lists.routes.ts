import { ZClientParams, ZFolderParams, ZUserFormList } from '@eform/core/api';
import { ZAdminFormList } from '@eform/core/api/forms-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { getTenant } from '../../plugins/tenant';
import { toFormListItem } from './form-answer';
import { listAdminFolderForms, listAdminForms, listUserFolderForms } from './form-lists.service';

/**
 * The form lists under a client path (`/api/client/{id}/forms`), registered behind requireAuth +
 * requireTenant. The forms module owns every list of forms, also those under a folder's path,
 * so the folders module needs nothing of forms.
 */
export const clientFormListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forms',
    {
      schema: {
        tags: ['form'],
        summary: 'Every form of the client for the admin lists (folder_id null: no folder)',
        security: API_KEY_SECURITY,
        params: ZClientParams,
        response: { 200: ZAdminFormList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await listAdminForms(request.server.db, getTenant(request), 'all');
      return rows.map(toFormListItem);
    },
  );
};

const folderCommon = { tags: ['folder'], security: API_KEY_SECURITY };

/** The form lists under a folder's path (`/api/folder/{folder_id}/forms[/user]`). */
export const folderFormListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get(
    '/:folder_id/forms',
    {
      schema: {
        ...folderCommon,
        summary: 'Forms of one folder for the admin list',
        params: ZFolderParams,
        response: { 200: ZAdminFormList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await listAdminFolderForms(
        request.server.db,
        getAuth(request),
        request.params.folder_id,
      );
      return rows.map(toFormListItem);
    },
  );

  app.get(
    '/:folder_id/forms/user',
    {
      schema: {
        ...folderCommon,
        summary: 'Published forms of a folder the user may fill, by name (doc 1 §2.8)',
        params: ZFolderParams,
        response: { 200: ZUserFormList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await listUserFolderForms(
        request.server.db,
        getAuth(request),
        request.params.folder_id,
      );
      return rows.map((row) => ({ form_id: row.uuid, form_name: row.name, form_type: row.type }));
    },
  );
};
