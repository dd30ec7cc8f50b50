import {
  ZClientParams,
  ZCreateFolderBody,
  ZFolder,
  ZFolderList,
  ZFolderParams,
  ZRenameFolderBody,
  ZSetFolderHiddenBody,
  ZSuccessAnswer,
  ZUserFolderList,
} from '@eform/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { getTenant } from '../../plugins/tenant';
import {
  createFolder,
  listAdminFolders,
  listUserFolders,
  removeFolder,
  renameFolder,
  setFolderHidden,
  type TFolder,
} from './folders.service';

function toFolderAnswer(folder: TFolder) {
  return {
    folder_id: folder.id,
    folder_name: folder.name,
    folder_hidden: folder.hidden,
    folder_contains_forms: folder.containsForms,
  };
}

/** Routes under /api/client/:id, registered behind requireAuth + requireTenant. */
export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/folders/user',
    {
      schema: {
        tags: ['folder'],
        summary: 'Folders holding published forms the user may fill (hidden ones included)',
        security: API_KEY_SECURITY,
        params: ZClientParams,
        response: { 200: ZUserFolderList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = getTenant(request);
      const folders = await listUserFolders(request.server.db, tenant, getAuth(request).user.id);
      return folders.map(toFolderAnswer);
    },
  );

  app.get(
    '/folders',
    {
      schema: {
        tags: ['folder'],
        summary: 'Folders to manage (hidden ones with eform view hidden folders)',
        security: API_KEY_SECURITY,
        params: ZClientParams,
        response: { 200: ZFolderList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const folders = await listAdminFolders(request.server.db, getTenant(request));
      return folders.map(toFolderAnswer);
    },
  );
};

const folderCommon = { tags: ['folder'], security: API_KEY_SECURITY };

/** Routes under /api/folder: the folder (or the body's client) names the tenant. */
export const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.post(
    '',
    {
      schema: {
        ...folderCommon,
        summary: "Create a folder (eform manage forms; hidden needs 'eform view hidden folders')",
        body: ZCreateFolderBody,
        response: { 201: ZFolder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { folder_name, client_id, hidden } = request.body;
      const folder = await createFolder(request.server.db, getAuth(request), {
        clientId: client_id,
        name: folder_name,
        hidden,
      });
      return reply.code(201).send(toFolderAnswer(folder));
    },
  );

  app.patch(
    '/:folder_id/rename',
    {
      schema: {
        ...folderCommon,
        summary: 'Rename a folder',
        params: ZFolderParams,
        body: ZRenameFolderBody,
        response: { 200: ZFolder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toFolderAnswer(
        await renameFolder(
          request.server.db,
          getAuth(request),
          request.params.folder_id,
          request.body.folder_name,
        ),
      ),
  );

  app.patch(
    '/:folder_id/set-hidden',
    {
      schema: {
        ...folderCommon,
        summary: 'Hide or show a folder in the admin screens (admin or client_manager)',
        params: ZFolderParams,
        body: ZSetFolderHiddenBody,
        response: { 200: ZFolder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toFolderAnswer(
        await setFolderHidden(
          request.server.db,
          getAuth(request),
          request.params.folder_id,
          request.body.hidden,
        ),
      ),
  );

  app.delete(
    '/:folder_id',
    {
      schema: {
        ...folderCommon,
        summary: 'Delete an empty folder (409 while it holds forms)',
        params: ZFolderParams,
        response: { 200: ZSuccessAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await removeFolder(request.server.db, getAuth(request), request.params.folder_id);
      return { status: 'success' as const };
    },
  );
};
