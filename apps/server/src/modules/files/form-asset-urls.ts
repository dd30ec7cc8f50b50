import type { TElement, TSchema } from '@eform/core/elements';

const SIGNED_IN_FILE = /^\/api\/file\/([^/?#]+)$/;

type TFileSetting = TElement extends infer E ? (E extends { image?: infer F } ? F : never) : never;

function forGuest(setting: TFileSetting, guestId: string): TFileSetting {
  const url = typeof setting === 'string' ? setting : setting?.url;
  const id = url ? SIGNED_IN_FILE.exec(url)?.[1] : undefined;
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
  return schema.map((element): TElement => {
    switch (element.elementType) {
      case 'imageTag':
        return element.image ? { ...element, image: forGuest(element.image, guestId) } : element;
      case 'staticFile':
        return element.file ? { ...element, file: forGuest(element.file, guestId) } : element;
      case 'subform':
        return element.subform
          ? {
              ...element,
              subform: {
                ...element.subform,
                schema: withGuestFileUrls(element.subform.schema, guestId),
              },
            }
          : element;
      default:
        return element;
    }
  });
}
