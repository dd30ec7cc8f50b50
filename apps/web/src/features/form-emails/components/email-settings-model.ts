import type { TEmailSetting } from '@eform/core/api';
import { flattenSchema, type TSchema } from '@eform/core/elements';
import {
  type TEmailSettingFields,
  validateEmailSetting,
  ZEmailSettingFields,
} from '@eform/core/email';
import { listTokens, type TTokenEntry } from '@eform/core/tokens';

/** The three recipient lists of a setting and the key of an address in each. */
export const ADDRESS_LISTS = [
  { list: 'to_addresses', key: 'to_address', label: 'emailSettings.to' },
  { list: 'cc_addresses', key: 'cc_address', label: 'emailSettings.cc' },
  { list: 'bcc_addresses', key: 'bcc_address', label: 'emailSettings.bcc' },
] as const;
/** One of {@link ADDRESS_LISTS}. */
export type TAddressList = (typeof ADDRESS_LISTS)[number];

/**
 * A stored setting with every field. A field that does not parse (written by hand, an old
 * format) gets its default rather than hiding the whole setting; the others are kept as stored.
 */
export function parseEmailSetting(stored: TEmailSetting): TEmailSettingFields {
  let raw: Record<string, unknown> = { ...stored };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const parsed = ZEmailSettingFields.safeParse(raw);
    if (parsed.success) return parsed.data;
    const broken = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    raw = Object.fromEntries(Object.entries(raw).filter(([key]) => !broken.has(key)));
  }
  return ZEmailSettingFields.parse({});
}

/** The form's stored settings with every field. */
export function parseEmailSettings(stored: readonly TEmailSetting[]): TEmailSettingFields[] {
  return stored.map(parseEmailSetting);
}

/** A check's messages by field path (e.g. 'cc_addresses.1.cc_address'); empty: valid. */
export type TIssueMessages = Readonly<Record<string, string>>;

/** The first message of core's check at each field of `setting`. */
export function issueMessages(setting: TEmailSettingFields): TIssueMessages {
  const messages: Record<string, string> = {};
  for (const issue of validateEmailSetting(setting)) messages[issue.path] ??= issue.message;
  return messages;
}

/**
 * The tokens an e-mail may use: the form's input elements (a subform's as one token, its table)
 * and the registration facts such as the form name.
 */
export function emailTokens(schema: TSchema): TTokenEntry[] {
  return listTokens(schema);
}

/** The tokens of the form's e-mail elements on the main form: quick picks for a recipient. */
export function emailFieldTokens(schema: TSchema): TTokenEntry[] {
  return listTokens(schema, { includeRegistrationTokens: false }).filter(
    (entry) => entry.elementType === 'email',
  );
}

/** A radio or select element with options: its answers can get a colour in the attachment. */
export type TColoredElement = {
  name: string;
  label: string;
  options: readonly { label: string; value: string }[];
};

/** The radio and select elements of the form (subforms too), for the colours per option. */
export function coloredElements(schema: TSchema): TColoredElement[] {
  const seen = new Set<string>();
  const out: TColoredElement[] = [];
  for (const { element } of flattenSchema(schema)) {
    if (element.elementType !== 'radio' && element.elementType !== 'select') continue;
    const options = (element as { options?: { label?: string; value?: unknown }[] }).options ?? [];
    // The colours are kept by data name; a name used in two subforms shares one set.
    if (options.length === 0 || seen.has(element.name)) continue;
    seen.add(element.name);
    out.push({
      name: element.name,
      label: element.label || element.name,
      options: options.map((option) => ({
        label: option.label || String(option.value ?? ''),
        value: String(option.value ?? ''),
      })),
    });
  }
  return out;
}
