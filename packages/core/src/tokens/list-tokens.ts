import { ELEMENT_CATALOGUE, type TElement, type TElementType, type TSchema } from '../elements';
import { type TMessageKey, t } from '../messages';
import { te } from '../messages/editor';
import { REGISTRATION_TOKEN_LABELS, REGISTRATION_TOKENS } from './registration-tokens';

/** Data name of the 1-based index of an item in a subform. */
export const SUBFORM_INDEX_TOKEN = 'subform_index';
/**
 * Marker before a subform token when the subform is a table row: docxtemplater's table-row loop
 * syntax, so a Word template repeats one table row per subform item.
 */
export const TABLE_ROW_MARKER = '-w:tr ';

/** One entry of the tokens panel. */
export interface TTokenEntry {
  /** The token name without dollar signs, e.g. 'items.prijs'. */
  name: string;
  /** The token as it is typed in a text: the name between dollar signs. */
  token: string;
  /** What a person sees: the element's label, or the registration fact. */
  label: string;
  /** Element type, or 'registration' for facts of the registration. */
  elementType: TElementType | 'registration';
  /** Dutch description (the element type's name, the datasource field). */
  description: string;
  /** Nested tokens: subform elements, datasource fields. */
  children?: TTokenEntry[];
}

/** What to list besides the plain element tokens. */
export interface TListTokensOptions {
  /** Prefix subform tokens with the subform's name: 'items.prijs' instead of 'prijs'. */
  prefixSubformTokens?: boolean;
  /** 'tablerow' puts {@link TABLE_ROW_MARKER} before each subform's own token. */
  subformTokenType?: 'default' | 'tablerow';
  /** Also list the {@link SUBFORM_INDEX_TOKEN} of each subform (hidden by default). */
  includeSubformIndex?: boolean;
  /** Field names per datasource id: the child tokens of search and map elements. */
  datasourceFields?: Readonly<Record<string, readonly string[]>>;
  /** Append the registration tokens (serial number, date, ...); default true. */
  includeRegistrationTokens?: boolean;
}

const entry = (
  name: string,
  label: string,
  elementType: TTokenEntry['elementType'],
  description: string,
  children?: TTokenEntry[],
): TTokenEntry => ({
  name,
  token: `$${name}$`,
  label,
  elementType,
  description,
  ...(children && children.length > 0 ? { children } : {}),
});

/** The datasource ids an element reads features from. */
export function elementDatasourceIds(element: TElement): string[] {
  if (element.elementType === 'search') {
    const id = element.searchSettings?.datasourceId;
    return id === undefined || id === null ? [] : [String(id)];
  }
  if (element.elementType !== 'map') return [];
  const ids = (element.mapSettings?.mapLayers ?? []).map((layer) => layer.datasource_id);
  return [...new Set(ids.filter((id) => id !== undefined && id !== null).map(String))];
}

function datasourceChildren(element: TElement, name: string, options: TListTokensOptions) {
  const fields = new Set(
    elementDatasourceIds(element).flatMap((id) => options.datasourceFields?.[id] ?? []),
  );
  return [...fields].map((field) =>
    entry(
      `${name}.${field}`,
      field,
      element.elementType,
      t('element.token.datasourceField', { field }),
    ),
  );
}

function listLevel(schema: TSchema, prefix: string, options: TListTokensOptions): TTokenEntry[] {
  const entries: TTokenEntry[] = [];
  if (prefix !== '' && options.includeSubformIndex) {
    const name = options.prefixSubformTokens
      ? `${prefix}.${SUBFORM_INDEX_TOKEN}`
      : SUBFORM_INDEX_TOKEN;
    entries.push(
      entry(name, t('element.token.subformIndex'), 'subform', t('element.token.subformIndex')),
    );
  }
  for (const element of schema) {
    if (!ELEMENT_CATALOGUE[element.elementType].isInput) continue;
    const name =
      prefix !== '' && options.prefixSubformTokens ? `${prefix}.${element.name}` : element.name;
    const label = element.label || element.name;
    const description = te(`element.type.${element.elementType}`);
    if (element.elementType === 'subform') {
      const marker = options.subformTokenType === 'tablerow' ? TABLE_ROW_MARKER : '';
      const children = listLevel(element.subform?.schema ?? [], element.name, options);
      entries.push(entry(`${marker}${name}`, label, 'subform', description, children));
    } else {
      entries.push(
        entry(
          name,
          label,
          element.elementType,
          description,
          datasourceChildren(element, name, options),
        ),
      );
    }
  }
  return entries;
}

/**
 * The tokens of a schema as the tokens panel shows them: one per input element (layout elements
 * have no value), subform elements nested under their subform, datasource fields under search
 * and map elements, then the registration tokens.
 */
export function listTokens(schema: TSchema, options: TListTokensOptions = {}): TTokenEntry[] {
  const entries = listLevel(schema, '', options);
  if (options.includeRegistrationTokens === false) return entries;
  // The labels take no parameters; t cannot see that through the key union.
  const label = (key: (typeof REGISTRATION_TOKENS)[number]) =>
    (t as (k: TMessageKey) => string)(REGISTRATION_TOKEN_LABELS[key]);
  return [
    ...entries,
    ...REGISTRATION_TOKENS.map((name) => entry(name, label(name), 'registration', label(name))),
  ];
}
