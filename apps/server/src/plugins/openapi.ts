import { APP_VERSION } from '@eform/core/constants';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from './auth';

/** Path of the interactive API documentation. */
export const API_DOCS_PATH = '/api/docs';

/**
 * OpenAPI document generated from the routes' zod schemas. Registered before any route so the
 * swagger plugin sees them all.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'E-formulieren API',
        description: 'API of the e-form and registration platform (see docs/api.md).',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}
