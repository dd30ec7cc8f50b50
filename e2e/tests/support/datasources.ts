import type { TDatasource, TDatasourceCrs, TDatasourceType } from '@eform/core/api/datasources';
import { type APIResponse, expect } from '@playwright/test';
import type { AdminApi } from './fill-fixtures';

/** The answer's JSON, after checking it is a success (the URL and body name a failure). */
export async function okJson<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * Uploads `csv`, creates a datasource of the admin's client from it and imports it, as the
 * admin screens do, waiting until the import is done.
 */
export async function createDatasource(
  api: AdminApi,
  options: { type: TDatasourceType; name: string; csv: string; field_crs?: TDatasourceCrs },
): Promise<TDatasource> {
  const { csv, ...body } = options;
  const file = await okJson<{ file_id: string }>(
    await api.api.post(`/api/file-upload/datasource_source?client_id=${api.clientId}`, {
      multipart: {
        file: { name: 'bron.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') },
      },
    }),
  );
  const datasource = await okJson<TDatasource>(
    await api.api.post(`/api/clients/${api.clientId}/datasources`, {
      data: { ...body, file_id: file.file_id },
    }),
  );
  await okJson(await api.api.post(`/api/datasource/${datasource.id}/import`));
  await expect
    .poll(
      async () =>
        (await okJson<TDatasource>(await api.api.get(`/api/datasources/${datasource.id}`)))
          .import_state,
      { timeout: 30_000 },
    )
    .toBe('done');
  return datasource;
}
