import { buffer } from 'node:stream/consumers';
import { elementLocation, type TLonLat } from '@eform/core/elements';
import { ts } from '@eform/core/messages/server-only';
import { OUTBOUND_TIMEOUT_MS, outboundRequest } from '../../../http/outbound';
import type { THookOutcome, THookSendContext, THookSender } from '../hook-sender';
import { answerOf, isRetryableStatus, isSuccessStatus, outboundFailure } from './hook-answer';
import { findFeaturePoint } from './signalen.repository';
import {
  photoFilename,
  photoUpload,
  signalBody,
  signalenUrl,
  signalPhotos,
} from './signalen-payload';

/** Each request to Signalen (the signal, each photo) must be answered within this. */
export const SIGNALEN_TIMEOUT_MS = OUTBOUND_TIMEOUT_MS;

/**
 * Where the melding is: the mapping's location element (a gps element's point, or a map
 * element's selected feature, its coordinates from the layer's datasource), else the fixed point.
 */
async function signalLocation(context: THookSendContext): Promise<TLonLat | undefined> {
  const { registration } = context;
  const sia = context.hook.sia;
  const name = sia?.location_element;
  const element = name ? registration.schema.find((e) => e.name === name) : undefined;
  const location = element
    ? elementLocation(element, registration.values[element.name])
    : undefined;
  if (location?.kind === 'point') return location.point;
  if (location?.kind === 'feature') {
    const { datasourceIds, featureId } = location;
    const point = await findFeaturePoint(
      context.db,
      registration.clientId,
      datasourceIds,
      featureId,
    );
    if (point) return point;
  }
  if (sia?.fixed_lat !== undefined && sia.fixed_lon !== undefined) {
    return { lon: sia.fixed_lon, lat: sia.fixed_lat };
  }
  return undefined;
}

const readSignalId = (body: Buffer): string | undefined => {
  try {
    const id = (JSON.parse(body.toString('utf8')) as { id?: unknown }).id;
    return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The 'sia-signal-create' sender (issue 31 §3): one melding in Signalen per delivery, through its
 * private V1 API with the integration's bearer token.
 *
 * 1. POST <hook_url>/signals/v1/private/signals/ with the signal (signalen-payload.ts: text from
 *    the token template, location, category, reporter, incident_date_start, source); Signalen
 *    answers the signal with its `id`.
 * 2. Each photo (signalPhotos) as multipart (field `file`) to
 *    /signals/v1/private/signals/<id>/attachments/, one after the other.
 *
 * A signal made by an earlier attempt (`delivery.signalId`) is not made again: a retry sends the
 * photos only, and every outcome after the signal was made carries its `signalId`, so the pipeline
 * keeps it. (The photos of an attempt that failed halfway are all sent again: Signalen's API has
 * no way to ask which of them it has.) 2xx is success; a 4xx other than 408/429 is not retried
 * and keeps the first 2 KB of Signalen's answer (its validation errors say what to fix); a 5xx,
 * 408, 429, a timeout or a connection that failed is retried; a refused address or a base URL
 * that is none is not. No token stored, no category or no location: not retried, a Dutch reason.
 * Signalen itself checks that the point lies in its area.
 */
export const sendSignal: THookSender = async (context) => {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  let signalId = context.delivery.signalId ?? undefined;
  const failed = (
    retryable: boolean,
    error: string,
    answer: { statusCode: number | null; responseExcerpt: string } = {
      statusCode: null,
      responseExcerpt: '',
    },
  ): THookOutcome => ({
    ok: false,
    retryable,
    ...answer,
    durationMs: durationMs(),
    error,
    ...(signalId ? { signalId } : {}),
  });

  const { hook, registration } = context;
  const sia = hook.sia;
  if (!context.siaToken) return failed(false, ts('server.hook.signalen.noToken'));
  if (!sia?.category_url.trim()) return failed(false, ts('server.hook.signalen.noCategory'));
  const base = hook.hook_url ?? '';
  const authorization = `Bearer ${context.siaToken}`;
  let last = { statusCode: null as number | null, responseExcerpt: '' };
  // The success's answer: the signal's when this attempt made it, else the last photo's.
  let made: typeof last | undefined;

  if (!signalId) {
    const point = await signalLocation(context);
    if (!point) {
      const element = sia.location_element ?? '';
      return failed(false, ts('server.hook.signalen.noLocation', { element }));
    }
    let response: Awaited<ReturnType<typeof outboundRequest>>;
    try {
      response = await outboundRequest(
        {
          method: 'POST',
          url: signalenUrl(base),
          headers: {
            authorization,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(signalBody(registration, sia, point)),
          timeoutMs: SIGNALEN_TIMEOUT_MS,
        },
        context.outbound,
      );
    } catch (error) {
      const failure = outboundFailure(error);
      return failed(failure.retryable, failure.error);
    }
    last = answerOf(response);
    const status = response.status;
    if (!isSuccessStatus(status)) {
      const retryable = isRetryableStatus(status);
      const key = retryable ? 'server.hook.signalen.unavailable' : 'server.hook.signalen.refused';
      return failed(retryable, ts(key, { status }), last);
    }
    signalId = readSignalId(response.body);
    // Made, but unknown which: trying again could make it twice.
    if (!signalId) return failed(false, ts('server.hook.signalen.noId', { status }), last);
    made = last;
  }

  for (const photo of signalPhotos(registration, sia.photo_elements)) {
    const name = photoFilename(photo);
    let bytes: Buffer;
    try {
      bytes = await buffer(await context.storage.get(photo.sha256));
    } catch (error) {
      context.log.warn({ err: error, sha256: photo.sha256 }, 'Signalen photo unreadable');
      return failed(true, ts('server.hook.signalen.photoUnreadable', { name }), last);
    }
    const upload = photoUpload(photo, bytes);
    let response: Awaited<ReturnType<typeof outboundRequest>>;
    try {
      response = await outboundRequest(
        {
          method: 'POST',
          url: signalenUrl(base, signalId),
          headers: {
            authorization,
            'content-type': upload.contentType,
            accept: 'application/json',
          },
          body: upload.body,
          timeoutMs: SIGNALEN_TIMEOUT_MS,
        },
        context.outbound,
      );
    } catch (error) {
      const failure = outboundFailure(error);
      const reason = ts('server.hook.signalen.photoFailed', {
        name,
        signal: signalId,
        error: failure.error,
      });
      return failed(failure.retryable, reason, last);
    }
    last = answerOf(response);
    if (!isSuccessStatus(response.status)) {
      const retryable = isRetryableStatus(response.status);
      const key = retryable
        ? 'server.hook.signalen.photoUnavailable'
        : 'server.hook.signalen.photoRefused';
      return failed(retryable, ts(key, { name, signal: signalId, status: response.status }), last);
    }
  }
  return { ok: true, ...(made ?? last), durationMs: durationMs(), signalId };
};
