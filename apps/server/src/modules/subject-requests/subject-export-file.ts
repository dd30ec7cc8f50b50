import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { TElement } from '@eform/core/elements';
import yazl from 'yazl';
import type { TStorage, TStoredObject } from '../../storage/storage';
import type { TRegistrationDocument } from '../documents';
import { revisionSchemaOf } from '../form-revisions';
import { elementLabel } from './subject-match';
import type { TSubjectRegistration } from './subject-requests.repository';

/** The overview at the top of a subject export's zip. */
export const OVERVIEW_NAME = 'overzicht.json';
/** Each registration's data in its folder. */
export const REGISTRATION_JSON_NAME = 'registratie.json';
/** Each registration's PDF in its folder. */
export const REGISTRATION_PDF_NAME = 'registratie.pdf';

/** A stored file of a registration. */
export interface TSubjectFile {
  uuid: string;
  sha256: string;
  size: number;
  filename: string;
  mimeType: string;
}

/** What writing a subject export needs beside the registrations. */
export interface TSubjectZipDeps {
  storage: TStorage;
  /** The registration PDF (the document sandbox in the server). */
  renderPdf: (input: TRegistrationDocument) => Promise<Buffer>;
  /** The registration's files. */
  filesOf: (registration: TSubjectRegistration) => Promise<TSubjectFile[]>;
  /** Who sent it (shown in the PDF). */
  userOf: (registration: TSubjectRegistration) => Promise<string | null>;
  /** Called once a registration's folder is written (the progress). */
  written: (count: number) => Promise<void>;
}

/** A name for inside the zip: no folders or control characters, never empty. */
function safeName(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[/\\:*?"<>|]|\p{Cc}/gu, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 120);
  return cleaned === '' ? fallback : cleaned;
}

/** `name`, numbered when `used` holds it already (compared without case). */
function uniqueName(name: string, used: Set<string>): string {
  let unique = name;
  const dot = name.lastIndexOf('.');
  for (let n = 2; used.has(unique.toLowerCase()); n += 1) {
    unique = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  used.add(unique.toLowerCase());
  return unique;
}

/** A value with its element's label, subform items as lists of the same. */
interface TLabelledValue {
  name: string;
  label: string;
  type: string;
  value: unknown;
}

/** The registration's values by the elements of its revision, with their labels. */
export function labelledValues(
  schema: readonly TElement[],
  values: Record<string, unknown>,
): TLabelledValue[] {
  return schema.flatMap((element) => {
    if (!(element.name in values)) return [];
    const raw = values[element.name];
    const value =
      element.elementType === 'subform' && element.subform && Array.isArray(raw)
        ? raw.map((item) =>
            typeof item === 'object' && item !== null
              ? labelledValues(element.subform?.schema ?? [], item as Record<string, unknown>)
              : item,
          )
        : raw;
    return [{ name: element.name, label: elementLabel(element), type: element.elementType, value }];
  });
}

function schemaOf(registration: TSubjectRegistration) {
  return revisionSchemaOf(
    registration.formId,
    registration.formRevision,
    registration.revisionContent,
    registration.formSchema,
  );
}

/** The stored file a value names: its `file_id`, or the id in an `/api/file/{id}` url. */
function referencedFileId(reference: unknown): string | undefined {
  if (typeof reference === 'string') {
    return /\/api\/file\/([0-9a-f-]{36})/i.exec(reference)?.[1]?.toLowerCase();
  }
  if (typeof reference !== 'object' || reference === null) return undefined;
  const { file_id: fileId, url } = reference as { file_id?: unknown; url?: unknown };
  return typeof fileId === 'string' ? fileId.toLowerCase() : referencedFileId(url);
}

/** A registration's facts as registratie.json and overzicht.json name them. */
function facts(registration: TSubjectRegistration) {
  return {
    form: { id: registration.formUuid, name: registration.formName },
    registration_id: registration.uuid,
    serial_number: registration.serialNumber,
    registration_name: registration.name,
    status: registration.status,
    phase: registration.phase,
    registration_date: registration.registeredAt.toISOString(),
    updated_at: registration.updatedAt.toISOString(),
    deleted_at: registration.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Streams the subject export's zip into the storage: per registration a folder
 * `<form name>/<serial>/` with its PDF, its files and registratie.json, and overzicht.json on
 * top. Each entry is made only when the zip reaches it (one PDF, one file in memory at a time).
 * A PDF that cannot be made leaves its reason in registratie.json; a file that cannot be read
 * fails the export (a partial answer to a subject would be wrong without saying so).
 */
export async function storeSubjectZip(
  registrations: readonly TSubjectRegistration[],
  deps: TSubjectZipDeps,
): Promise<TStoredObject> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const stored = deps.storage.put(output);
  // Handled when awaited below; a rejection before then must not count as unhandled.
  stored.catch(() => undefined);
  zip.on('error', (error: Error) => output.destroy(error));
  const formFolders = new Map<number, string>();
  const usedFolders = new Set<string>();
  const overview: unknown[] = [];
  let written = 0;
  try {
    for (const registration of registrations) {
      let formFolder = formFolders.get(registration.formId);
      if (!formFolder) {
        formFolder = uniqueName(safeName(registration.formName, 'formulier'), usedFolders);
        formFolders.set(registration.formId, formFolder);
      }
      const folder = `${formFolder}/${registration.serialNumber}`;
      overview.push({ ...facts(registration), folder });
      const files = await deps.filesOf(registration);
      const used = new Set([REGISTRATION_JSON_NAME, REGISTRATION_PDF_NAME]);
      const fileNames = files.map((file) => ({
        file,
        name: uniqueName(safeName(file.filename, 'bestand'), used),
      }));
      let pdfError: string | null = null;
      zip.addReadStreamLazy(`${folder}/${REGISTRATION_PDF_NAME}`, (done) => {
        renderPdf(registration, files, deps).then(
          (pdf) => done(null, Readable.from([pdf])),
          (error: unknown) => {
            pdfError = error instanceof Error ? error.message : String(error);
            done(null, Readable.from([Buffer.alloc(0)]));
          },
        );
      });
      for (const { file, name } of fileNames) {
        zip.addReadStreamLazy(`${folder}/${name}`, (done) => {
          deps.storage.get(file.sha256).then(
            (stream) => done(null, stream),
            (error) => done(error, undefined as never),
          );
        });
      }
      zip.addReadStreamLazy(`${folder}/${REGISTRATION_JSON_NAME}`, (done) => {
        const json = {
          ...facts(registration),
          values: labelledValues(schemaOf(registration), registration.values),
          files: fileNames.map(({ file, name }) => ({
            name,
            original_name: file.filename,
            type: file.mimeType,
            size: file.size,
          })),
          ...(pdfError ? { pdf_error: pdfError } : {}),
        };
        written += 1;
        deps.written(written).then(
          () => done(null, Readable.from([Buffer.from(JSON.stringify(json, null, 2))])),
          (error) => done(error, undefined as never),
        );
      });
    }
    zip.addBuffer(Buffer.from(JSON.stringify({ registrations: overview }, null, 2)), OVERVIEW_NAME);
    zip.end();
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return stored;
}

async function renderPdf(
  registration: TSubjectRegistration,
  files: readonly TSubjectFile[],
  deps: TSubjectZipDeps,
): Promise<Buffer> {
  return deps.renderPdf({
    formName: registration.formName,
    serialNumber: registration.serialNumber,
    registrationName: registration.name,
    registeredAt: registration.registeredAt,
    phase: registration.phase,
    username: await deps.userOf(registration),
    schema: schemaOf(registration),
    values: registration.values,
    // Pictures and signatures in the PDF: only the registration's own files.
    readFile: async (reference) => {
      const id = referencedFileId(reference);
      const file = id ? files.find((f) => f.uuid === id) : undefined;
      return file ? buffer(await deps.storage.get(file.sha256)) : undefined;
    },
  });
}
