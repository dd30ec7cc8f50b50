import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TOutboundPolicy } from '../../../http/outbound';

/**
 * A local Signalen (Amsterdam's signals backend, its private V1 API) for the sender's tests. It
 * checks what the real API checks of a new signal and of an attachment, so a melding it takes is
 * one Signalen would take:
 *
 * - POST /signals/v1/private/signals/: a bearer token (401 without); JSON with `text` (required,
 *   not blank, at most 3000 characters), `location.geometrie` a GeoJSON Point whose coordinates are
 *   [lon, lat] as numbers inside the area Signalen takes (its BOUNDING_BOX), `category.sub_category` a URL of a sub category
 *   (…/signals/v1/public/terms/categories/<main>/sub_categories/<sub>), `reporter` (required; an
 *   e-mail address or null, a phone of at most 17 characters or null, sharing_allowed a boolean),
 *   `incident_date_start` (required, a date-time) and a `source` it knows. Taken: 201 with the
 *   signal as Signalen answers it (`id`, `signal_id`, `id_display`); refused: 400 with Django REST
 *   framework's error body (field → messages, nested per object).
 * - POST /signals/v1/private/signals/<id>/attachments/: multipart with a `file` part whose type is
 *   one Signalen allows (JPEG, PNG, GIF, PDF), whose bytes are of that type and whose file name's
 *   extension says so too (Signalen's MimeTypeIntegrityValidator); an unknown signal is a 404.
 *
 * `failNext(status)` answers the next request with that status instead (a Signalen that is down).
 */

/** What the fake took. */
export interface TFakeSignal {
  id: number;
  body: Record<string, unknown>;
  attachments: { filename: string; contentType: string; bytes: Buffer }[];
}

/** One request as the fake saw it (path, method and whether it was taken). */
export interface TFakeRequest {
  method: string;
  path: string;
  status: number;
}

const SUB_CATEGORY =
  /^https?:\/\/[^/\s]+(?:\/[^\s]*)?\/signals\/v1\/public\/terms\/categories\/[\w-]+\/sub_categories\/[\w-]+\/?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const TEXT_MAX = 3000;
const PHONE_MAX = 17;

const REQUIRED = 'Dit veld is vereist.';

/** Signalen's allowed attachment types, each with its magic bytes and file name extensions. */
const FILE_TYPES: Record<string, { magic: number[]; extensions: string[] }> = {
  'image/jpeg': { magic: [0xff, 0xd8, 0xff], extensions: ['jpg', 'jpeg'] },
  'image/png': { magic: [0x89, 0x50, 0x4e, 0x47], extensions: ['png'] },
  'image/gif': { magic: [0x47, 0x49, 0x46, 0x38], extensions: ['gif'] },
  'application/pdf': { magic: [0x25, 0x50, 0x44, 0x46], extensions: ['pdf'] },
};

type TErrors = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** [min lon, min lat, max lon, max lat]: Signalen's BOUNDING_BOX setting, here the Netherlands. */
const NETHERLANDS: readonly [number, number, number, number] = [3.2, 50.7, 7.3, 53.6];

function geometryErrors(geometrie: unknown, box: readonly number[]): string[] {
  if (geometrie === undefined || geometrie === null) return [REQUIRED];
  if (!isRecord(geometrie) || geometrie.type !== 'Point') {
    return ['Ongeldige geometrie: verwacht een GeoJSON Point.'];
  }
  const coordinates = geometrie.coordinates;
  if (
    !Array.isArray(coordinates) ||
    coordinates.length !== 2 ||
    !coordinates.every((c) => typeof c === 'number' && Number.isFinite(c))
  ) {
    return ['Ongeldige coördinaten: verwacht [lengtegraad, breedtegraad] als getallen.'];
  }
  const [lon, lat] = coordinates as [number, number];
  const [west = -180, south = -90, east = 180, north = 90] = box;
  if (lon < west || lon > east || lat < south || lat > north) {
    return [
      'The location coordinates (WS84) are not inside the bounding box we are accepting signals for.',
    ];
  }
  return [];
}

function reporterErrors(reporter: unknown): TErrors | string[] {
  if (reporter === undefined) return [REQUIRED];
  if (!isRecord(reporter)) return ['Ongeldige data. Verwachtte een dictionary, kreeg een lijst.'];
  const errors: TErrors = {};
  const { email, phone, sharing_allowed } = reporter;
  if (email !== undefined && email !== null && email !== '') {
    if (typeof email !== 'string' || !EMAIL.test(email)) {
      errors.email = ['Voer een geldig e-mailadres in.'];
    }
  }
  if (phone !== undefined && phone !== null && phone !== '') {
    if (typeof phone !== 'string') errors.phone = ['Geen geldige string.'];
    else if (phone.length > PHONE_MAX) {
      errors.phone = [`Zorg ervoor dat dit veld niet meer dan ${PHONE_MAX} karakters bevat.`];
    }
  }
  if (sharing_allowed !== undefined && typeof sharing_allowed !== 'boolean') {
    errors.sharing_allowed = ['Moet een geldige boolean zijn.'];
  }
  return errors;
}

/** The errors of a new signal's body, as Django REST framework words and nests them. */
function signalErrors(body: unknown, sources: readonly string[], box: readonly number[]): TErrors {
  if (!isRecord(body)) return { non_field_errors: ['Ongeldige data. Verwachtte een dictionary.'] };
  const errors: TErrors = {};
  const { text, location, category, reporter, incident_date_start, source } = body;
  if (text === undefined) errors.text = [REQUIRED];
  else if (typeof text !== 'string' || text.trim() === '')
    errors.text = ['Dit veld mag niet leeg zijn.'];
  else if (text.length > TEXT_MAX)
    errors.text = [`Zorg ervoor dat dit veld niet meer dan ${TEXT_MAX} karakters bevat.`];
  if (!isRecord(location)) errors.location = [REQUIRED];
  else {
    const geometrie = geometryErrors(location.geometrie, box);
    if (geometrie.length > 0) errors.location = { geometrie };
  }
  if (!isRecord(category)) errors.category = [REQUIRED];
  else if (typeof category.sub_category !== 'string') {
    errors.category = ['Either the "sub_category" OR the "category_url" must be given'];
  } else if (!SUB_CATEGORY.test(category.sub_category)) {
    errors.category = { sub_category: ['Ongeldige hyperlink - Geen URL match.'] };
  }
  const reporterProblems = reporterErrors(reporter);
  if (Array.isArray(reporterProblems) || Object.keys(reporterProblems).length > 0) {
    errors.reporter = reporterProblems;
  }
  if (incident_date_start === undefined) errors.incident_date_start = [REQUIRED];
  else if (typeof incident_date_start !== 'string' || !ISO_DATE_TIME.test(incident_date_start)) {
    errors.incident_date_start = [
      'Datetime heeft een ongeldig formaat, gebruik 1 van de volgende formaten: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
    ];
  }
  if (
    source !== undefined &&
    (typeof source !== 'string' ||
      !sources.some((known) => known.toLowerCase() === source.toLowerCase()))
  ) {
    errors.source = ['Invalid source given, value not known'];
  }
  return errors;
}

/** One part of a multipart/form-data body. */
interface TPart {
  name: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer;
}

/** The parts of a multipart/form-data body; undefined when it is not one. */
function multipartParts(body: Buffer, contentType: string): TPart[] | undefined {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: TPart[] = [];
  let from = body.indexOf(delimiter);
  while (from >= 0) {
    const start = from + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) return undefined;
    const chunk = body.subarray(start + 2, next - 2);
    const split = chunk.indexOf('\r\n\r\n');
    if (split < 0) return undefined;
    const head = chunk.subarray(0, split).toString('utf8');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(head)?.[1] ?? '';
    parts.push({
      name: /\bname="([^"]*)"/.exec(disposition)?.[1] ?? '',
      filename: /\bfilename="([^"]*)"/.exec(disposition)?.[1],
      contentType: /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim(),
      bytes: chunk.subarray(split + 4),
    });
    from = next;
  }
  return parts;
}

function attachmentErrors(part: TPart | undefined): TErrors {
  if (!part?.filename) return { file: ['Er is geen bestand verstuurd.'] };
  const type = FILE_TYPES[part.contentType ?? ''];
  if (!type) return { file: [`Bestand van type ${part.contentType} is niet toegestaan.`] };
  if (!type.magic.every((byte, i) => part.bytes[i] === byte)) {
    return { file: ['De inhoud van het bestand past niet bij het opgegeven type.'] };
  }
  const extension = /\.([^.]+)$/.exec(part.filename)?.[1]?.toLowerCase() ?? '';
  if (!type.extensions.includes(extension)) {
    return { file: ['De bestandsnaam past niet bij het type van het bestand.'] };
  }
  return {};
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Starts a fake Signalen on 127.0.0.1 that takes `token`, knows `sources` and accepts points in
 * `boundingBox` ([min lon, min lat, max lon, max lat]; the Netherlands unless told).
 */
export async function startSignalenFake(options: {
  token: string;
  sources?: string[];
  boundingBox?: readonly [number, number, number, number];
}) {
  const sources = options.sources ?? ['eForm'];
  const box = options.boundingBox ?? NETHERLANDS;
  const signals: TFakeSignal[] = [];
  const requests: TFakeRequest[] = [];
  const failures: { status: number; body: unknown; path?: RegExp }[] = [];
  let nextId = 4100;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body = await readBody(request);
    const failing = failures.findIndex((f) => !f.path || f.path.test(path));
    const [failure] = failing >= 0 ? failures.splice(failing, 1) : [];
    if (failure) {
      answer(response, failure.status, failure.body);
      return failure.status;
    }
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      answer(response, 401, { detail: 'Authenticatiegegevens zijn niet opgegeven.' });
      return 401;
    }
    if (request.method !== 'POST') {
      answer(response, 405, { detail: `Methode "${request.method}" niet toegestaan.` });
      return 405;
    }
    if (/^\/signals\/v1\/private\/signals\/?$/.test(path)) {
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
        answer(response, 415, { detail: 'Ongeldig mediatype in verzoek.' });
        return 415;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        answer(response, 400, { detail: 'JSON parse error' });
        return 400;
      }
      const errors = signalErrors(parsed, sources, box);
      if (Object.keys(errors).length > 0) {
        answer(response, 400, errors);
        return 400;
      }
      const id = nextId++;
      signals.push({ id, body: parsed as Record<string, unknown>, attachments: [] });
      answer(response, 201, {
        id,
        id_display: `SIG-${id}`,
        signal_id: randomUUID(),
        ...(parsed as Record<string, unknown>),
        status: { state: 'm', state_display: 'Gemeld' },
        has_attachments: false,
      });
      return 201;
    }
    const attachment = /^\/signals\/v1\/private\/signals\/(\d+)\/attachments\/?$/.exec(path);
    if (attachment) {
      const signal = signals.find((s) => s.id === Number(attachment[1]));
      if (!signal) {
        answer(response, 404, { detail: 'Niet gevonden.' });
        return 404;
      }
      const parts = multipartParts(body, request.headers['content-type'] ?? '');
      const file = parts?.find((part) => part.name === 'file');
      const errors = attachmentErrors(file);
      if (!file?.filename || Object.keys(errors).length > 0) {
        answer(response, 400, errors);
        return 400;
      }
      signal.attachments.push({
        filename: file.filename,
        contentType: file.contentType ?? '',
        bytes: Buffer.from(file.bytes),
      });
      answer(response, 201, {
        _links: { self: { href: `${path}${signal.attachments.length}` } },
        location: `https://signalen.example/media/attachments/${file.filename}`,
        is_image: file.contentType?.startsWith('image/') ?? false,
        created_at: new Date().toISOString(),
      });
      return 201;
    }
    answer(response, 404, { detail: 'Niet gevonden.' });
    return 404;
  }

  const server = createServer((request, response) => {
    handle(request, response).then(
      (status) => requests.push({ method: request.method ?? '', path: request.url ?? '', status }),
      (error: unknown) => {
        response.destroy(error as Error);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const policy: TOutboundPolicy = { allow: [{ host: '127.0.0.1', port }] };
  return {
    /** Signalen's base URL as a manager fills it in. */
    url: `http://127.0.0.1:${port}`,
    port,
    /** The door's policy that lets the sender reach the fake (and nothing else internal). */
    policy,
    signals,
    requests,
    /**
     * Answers the next request (to a path matching `path`, when given) with `status` and `body`
     * instead, whatever it asks: a Signalen that is down.
     */
    failNext(
      status: number,
      body: unknown = { detail: 'Service niet beschikbaar.' },
      path?: RegExp,
    ) {
      failures.push({ status, body, path });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fake's handle. */
export type TSignalenFake = Awaited<ReturnType<typeof startSignalenFake>>;
