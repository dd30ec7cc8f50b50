import { ZLocationQrParams } from '@eform/core/api/guest-maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { requireAuth } from '../../plugins/auth';
import { locationQrPng } from './location-qr.service';

/** A location's picture never changes: kept by the browser (not shared caches: signed in). */
const QR_CACHE = 'private, max-age=31536000, immutable';

/**
 * GET api/qr/location-to-google-maps/{lat}/{lon}/qr-code.png (doc 1 §7), signed in: the QR code
 * of a GPS value a reader shows. A latitude or longitude out of range, or no number, is 400
 * naming it.
 */
export const locationQrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/qr/location-to-google-maps/:lat/:lon/qr-code.png',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['maps'],
        security: API_KEY_SECURITY,
        summary: 'A PNG QR code (250 px) of the Google Maps link of a location',
        params: ZLocationQrParams,
        response: errorResponses(400, 401),
      },
    },
    async (request, reply) => {
      const png = await locationQrPng(request.params.lat, request.params.lon);
      return (
        reply
          .header('content-type', 'image/png')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', QR_CACHE)
          // Bytes, not a JSON answer: no answer schema applies (as every download).
          .send(png as never)
      );
    },
  );
};
