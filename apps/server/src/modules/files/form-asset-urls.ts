import { flattenSchema, type TElement, type TSchema } from '@eform/core/elements';
import { isUuid } from '../access';

const SIGNED_IN_FILE = /^\/api\/file\/([^/?#]+)$/;

/** An imageTag's picture or a staticFile's file: a url, or a reference {url, name, filename, fid}. */
export type TFileSetting = NonNullable<
  TElement extends infer E ? (E extends { image?: infer F } ? F : never) : never
>;

/** The stored file id (`/api/file/{id}`) a setting's url names, as written. */
function signedInFileId(setting: TFileSetting): string | undefined {
  const url = typeof setting === 'string' ? setting : setting.url;
  return url ? SIGNED_IN_FILE.exec(url)?.[1] : undefined;
}

/**
 * The schema with every picture (imageTag) and file (staticFile) it sets replaced by what `map`
 * makes of it, in subforms at any depth too. Elements without one stay as they are.
 */
export function mapFileSettings(
  schema: TSchema,
  map: (setting: TFileSetting) => TFileSetting,
): TSchema {
  return schema.map((element): TElement => {
    switch (element.elementType) {
      case 'imageTag':
        return element.image ? { ...element, image: map(element.image) } : element;
      case 'staticFile':
        return element.file ? { ...element, file: map(element.file) } : element;
      case 'subform':
        return element.subform
          ? {
              ...element,
              subform: { ...element.subform, schema: mapFileSettings(element.subform.schema, map) },
            }
          : element;
      default:
        return element;
    }
  });
}

/**
 * The uuids (lowercase) of the stored files the schema's pictures and files name, by their
 * `/api/file/{id}` url or their `fid`, in subforms at any depth too.
 */
export function fileSettingUuids(schema: TSchema): string[] {
  const uuids = new Set<string>();
  for (const { element } of flattenSchema(schema)) {
    const setting =
      element.elementType === 'imageTag'
        ? element.image
        : element.elementType === 'staticFile'
          ? element.file
          : undefined;
    if (!setting) continue;
    const fid = typeof setting === 'string' ? undefined : setting.fid;
    for (const id of [signedInFileId(setting), fid]) {
      if (typeof id === 'string' && isUuid(id)) uuids.add(id.toLowerCase());
    }
  }
  return [...uuids];
}

/**
 * The setting with the stored files it names (url and fid) replaced by the files `renamed` maps
 * their uuid (lowercase) to; names and everything else stay.
 */
export function renameFileSetting(
  setting: TFileSetting,
  renamed: ReadonlyMap<string, string>,
): TFileSetting {
  const fromUrl = signedInFileId(setting)?.toLowerCase();
  const urlTo = fromUrl ? renamed.get(fromUrl) : undefined;
  if (typeof setting === 'string') return urlTo ? `/api/file/${urlTo}` : setting;
  const fidTo =
    typeof setting.fid === 'string' ? renamed.get(setting.fid.toLowerCase()) : undefined;
  return {
    ...setting,
    ...(urlTo ? { url: `/api/file/${urlTo}` } : {}),
    ...(fidTo ? { fid: fidTo } : {}),
  };
}

function forGuest(setting: TFileSetting, guestId: string): TFileSetting {
  const id = signedInFileId(setting);
  if (!id) return setting;
  const guestUrl = `/api/guest/form/${encodeURIComponent(guestId)}/file/${id}`;
  return typeof setting === 'string' ? guestUrl : { ...setting, url: guestUrl };
}

/**
 * The schema as a guest of the guest form `guestId` gets it: the pictures (imageTag) and files
 * (staticFile) the form shows point at the guest file route, GET
 * /api/guest/form/{guest_id}/file/{file_id}, which needs no key, instead of the signed-in
 * /api/file/{id}. Other addresses stay as they are; subforms are rewritten too.
 */
export function withGuestFileUrls(schema: TSchema, guestId: string): TSchema {
  return mapFileSettings(schema, (setting) => forGuest(setting, guestId));
}
