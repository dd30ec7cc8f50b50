import { MAX_NAME_LENGTH } from '@eform/core/api';
import type { TDatasource, TDatasourceCrs, TDatasourceType } from '@eform/core/api/datasources';
import { DATASOURCE_CRS } from '@eform/core/api/datasources';
import { tc } from '@eform/core/messages/clients';
import { z } from 'zod';

/**
 * Types a browser gives a .csv file: text/csv by the spec (doc 3 §5), Excel's type on Windows,
 * plain text on some systems, none when it does not know.
 */
const CSV_TYPES = new Set(['text/csv', 'application/vnd.ms-excel', 'text/plain', '']);

/** Whether a chosen file is a CSV file (doc 3 §5): a .csv name of a CSV (or unknown) type. */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) && CSV_TYPES.has(file.type.toLowerCase());
}

/** What the picker accepts; `isCsvFile` checks again, a drop or "All files" passes it by. */
export const CSV_ACCEPT = '.csv,text/csv';

/** The create and edit screens' values. */
export type TDatasourceFormValues = {
  name: string;
  field_crs: TDatasourceCrs | null;
  file: File | null;
};

/**
 * The values' rules (doc 3 §5): name required; a coordinate system for map_features; a CSV file
 * (required on create, optional on edit) that must be a CSV.
 */
export function datasourceFormSchema(type: TDatasourceType, fileRequired: boolean) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, tc('datasources.nameRequired'))
        .max(MAX_NAME_LENGTH, tc('datasources.nameRequired')),
      field_crs: z.enum(DATASOURCE_CRS).nullable(),
      file: z.custom<File | null>((value) => value === null || value instanceof File),
    })
    .superRefine((values, ctx) => {
      if (type === 'map_features' && !values.field_crs) {
        ctx.addIssue({
          code: 'custom',
          path: ['field_crs'],
          message: tc('datasources.crsRequired'),
        });
      }
      if (!values.file) {
        if (fileRequired) {
          ctx.addIssue({ code: 'custom', path: ['file'], message: tc('datasources.fileRequired') });
        }
      } else if (!isCsvFile(values.file)) {
        ctx.addIssue({ code: 'custom', path: ['file'], message: tc('datasource.csvOnly') });
      }
    });
}

/** Empty values for a new datasource: the coordinate system is chosen, never assumed. */
export function newDatasourceValues(): TDatasourceFormValues {
  return { name: '', field_crs: null, file: null };
}

/** The edit screen's starting values from the loaded datasource. */
export function editDatasourceValues(datasource: TDatasource): TDatasourceFormValues {
  return { name: datasource.name, field_crs: datasource.field_crs, file: null };
}
