import { DATASOURCE_TYPES, type TDatasourceType } from '@eform/core/api/datasources';

/** datasource_list (doc 3 §2). */
export const DATASOURCE_LIST_PATH = '/datasources';

/** datasource_create for a type. */
export function datasourceCreatePath(type: TDatasourceType): string {
  return `/datasources/create/${type}`;
}

/** The datasource shell (datasource_view); `tab` 'edit' or 'remove' for those tabs. */
export function datasourcePath(
  type: TDatasourceType,
  id: number | string,
  tab?: 'edit' | 'remove',
) {
  const base = `/datasources/${type}/${encodeURIComponent(id)}`;
  return tab ? `${base}/${tab}` : base;
}

/** The path's datasource_type when it is one; null otherwise. */
export function parseDatasourceType(value: string | undefined): TDatasourceType | null {
  return DATASOURCE_TYPES.find((type) => type === value) ?? null;
}
