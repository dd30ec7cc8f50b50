/** Maximum size of one uploaded file: 20 MB. */
export const MAX_FILE_SIZE_BYTES = 20971520;
/** MIME types an image element accepts. */
export const IMAGE_ELEMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Longest side in px of a resized image. */
export const IMAGE_MAX_PX = 2000;
/** Longest side in px of a resized image in HD mode (hdImages). */
export const IMAGE_MAX_PX_HD = 4000;
/** JPEG quality of re-encoded images. */
export const IMAGE_JPEG_QUALITY = 0.7;
/** Preview width in px of an uploaded image in the editor. */
export const IMAGE_PREVIEW_WIDTH = 400;
/** Extensions an image tag upload accepts. */
export const IMAGE_TAG_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
/** Extensions a static file upload accepts. */
export const STATIC_FILE_EXTENSIONS = ['pdf', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'gif'] as const;
/** Extension a Word attachment template must have. */
export const WORD_UPLOAD_EXTENSION = 'docx';

/** Files inside offline-saved registrations are kept this many days. */
export const OFFLINE_FILES_RETENTION_DAYS = 31;
/** Saved registrations older than this many years are deleted from the device. */
export const SAVED_REGISTRATIONS_RETENTION_YEARS = 1;
/**
 * A sync of saved registrations sends them in parts of at most this many bytes of JSON (files
 * inline as base64), well under the server's 64 MB body limit and kind to a slow connection.
 */
export const SAVED_SYNC_PART_BYTES = 16 * 1024 * 1024;
/**
 * The largest sync body the server takes (413 above it). A saved registration larger than this on
 * its own stays on the device ('too_large'): it can still be sent, which uploads its files apart.
 */
export const SAVED_SYNC_MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Trashed registrations are permanently deleted after this many days. */
export const TRASH_RETENTION_DAYS = 30;
/** Remembered field values expire after this many months. */
export const REMEMBERED_VALUE_EXPIRY_MONTHS = 6;

/** Unit step of byte sizes. */
export const BYTES_UNIT = 1024;
/** Decimals of a formatted byte size. */
export const BYTES_DECIMALS = 2;
/** Byte size unit names, smallest first. */
export const BYTE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
