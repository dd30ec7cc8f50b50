import type { TSiaMapping } from '@eform/core/api/integrations';
import type { TLonLat } from '@eform/core/elements';
import { formatTokenValue, signalText } from '@eform/core/tokens';
import type { THookFile, THookRegistration } from '../hook-sender';
import { tokenRegistration } from './token-registration';

/**
 * What a Signalen melding is made of (issue 31 §3), as Signalen's private V1 API takes it
 * (Amsterdam/signals: PrivateSignalSerializerList): the signal's JSON, the photos that go to its
 * attachments, and the API's addresses under the base URL a manager fills in.
 */

/** The body of POST /signals/v1/private/signals/. */
export interface TSignalBody {
  text: string;
  location: { geometrie: { type: 'Point'; coordinates: [number, number] } };
  category: { sub_category: string };
  reporter: { email: string | null; phone: string | null; sharing_allowed: boolean };
  incident_date_start: string;
  source: string;
}

/** Path of the private signals list under the API's root. */
const SIGNALS_PATH = '/signals/v1/private/signals/';
/** What a base URL may already end in: the API's root or one of its parts. */
const API_TAIL = /\/signals(?:\/v1(?:\/private(?:\/signals)?)?)?$/;

/**
 * The address of Signalen's private signals under `base` (the API's base URL as the manager fills
 * it in: 'https://api.gemeente.nl', with or without a trailing slash, or already ending in
 * /signals or /signals/v1), and of one signal's attachments. The base's query and fragment go.
 * A base that is no URL is given back as it is: the outbound door refuses it (BAD_URL).
 */
export function signalenUrl(base: string, signalId?: string): string {
  const trimmed = base.trim();
  if (!URL.canParse(trimmed)) return trimmed;
  const url = new URL(trimmed);
  const root = url.pathname.replace(/\/+$/, '').replace(API_TAIL, '');
  const path = signalId
    ? `${SIGNALS_PATH}${encodeURIComponent(signalId)}/attachments/`
    : SIGNALS_PATH;
  return `${url.origin}${root}${path}`;
}

/** An element's value as a person reads it, trimmed; null when it has none. */
function readValue(registration: THookRegistration, name: string | undefined): string | null {
  if (!name) return null;
  const element = registration.schema.find((candidate) => candidate.name === name);
  if (!element) return null;
  const text = formatTokenValue(element, registration.values[name]).trim();
  return text === '' ? null : text;
}

/**
 * The signal a registration makes: the mapping's text template (values as a person reads them;
 * never empty: the registration's name, else the form's name and number), the location as a
 * GeoJSON Point ([lon, lat]), the configured sub category, the reporter's e-mail and phone from
 * the chosen elements with the mapping's sharing_allowed, the registration's moment as the
 * incident's start, and the mapping's source.
 */
export function signalBody(
  registration: THookRegistration,
  sia: TSiaMapping,
  point: TLonLat,
): TSignalBody {
  const fallback =
    registration.name.trim() || `${registration.form.name} ${registration.serialNumber}`;
  return {
    text: signalText(
      sia.text,
      {
        schema: registration.schema,
        values: registration.values,
        registration: tokenRegistration(registration),
      },
      fallback,
    ),
    location: { geometrie: { type: 'Point', coordinates: [point.lon, point.lat] } },
    category: { sub_category: sia.category_url.trim() },
    reporter: {
      email: readValue(registration, sia.reporter_email_element),
      phone: readValue(registration, sia.reporter_phone_element),
      sharing_allowed: sia.sharing_allowed,
    },
    incident_date_start: registration.registeredAt.toISOString(),
    source: sia.source,
  };
}

/** The photo types Signalen takes, with the file name extensions it expects of each. */
const PHOTO_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
};

/**
 * The registration's photos for Signalen: the files of the elements `photoElements` names, or,
 * when it names none, of every image and file element; only the image types Signalen takes
 * (JPEG, PNG, GIF), in the registration's order.
 */
export function signalPhotos(
  registration: THookRegistration,
  photoElements: readonly string[],
): THookFile[] {
  const chosen = new Set(
    photoElements.length > 0
      ? photoElements
      : registration.schema
          .filter((element) => element.elementType === 'image' || element.elementType === 'file')
          .map((element) => element.name),
  );
  return registration.files.filter(
    (file) => chosen.has(file.element) && file.mimeType.toLowerCase() in PHOTO_TYPES,
  );
}

/**
 * The photo's file name as Signalen checks it: its extension must say the type its bytes are
 * (MimeTypeIntegrityValidator), so one without the right extension gets it added.
 */
export function photoFilename(file: THookFile): string {
  const extensions = PHOTO_TYPES[file.mimeType.toLowerCase()] ?? [];
  const name = file.filename.replace(/[\r\n"\\]/g, '_').trim() || 'foto';
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return extensions.includes(extension) || !extensions[0] ? name : `${name}.${extensions[0]}`;
}

/** A multipart/form-data body holding `file` in the field 'file', as the attachments take it. */
export function photoUpload(file: THookFile, bytes: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----eform-${file.fileUuid}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${photoFilename(file)}"\r\n` +
    `Content-Type: ${file.mimeType.toLowerCase()}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
