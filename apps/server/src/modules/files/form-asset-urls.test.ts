import { randomUUID } from 'node:crypto';
import type { TSchema } from '@eform/core/elements';
import { describe, expect, it } from 'vitest';
import { fileSettingUuids, mapFileSettings, renameFileSetting } from './form-asset-urls';

const OLD = randomUUID();
const NEW = randomUUID();
const OTHER = randomUUID();
const renamed = new Map([[OLD, NEW]]);

const imageTag = (name: string, image: unknown) =>
  ({ uuid: randomUUID(), name, elementType: 'imageTag', label: name, image }) as TSchema[number];
const staticFile = (name: string, file: unknown) =>
  ({ uuid: randomUUID(), name, elementType: 'staticFile', file }) as TSchema[number];
const subform = (name: string, schema: TSchema) =>
  ({
    uuid: randomUUID(),
    name,
    elementType: 'subform',
    label: name,
    subform: { schema },
  }) as TSchema[number];

describe('the stored files a schema names', () => {
  it('are found by url or fid, at any depth, and renamed there alone', () => {
    const schema: TSchema = [
      imageTag('plaatje', { url: `/api/file/${OLD.toUpperCase()}`, fid: OLD, name: 'a.png' }),
      imageTag('extern', 'https://example.nl/logo.png'),
      subform('buiten', [
        subform('binnen', [
          staticFile('bijlage', { fid: OLD, name: 'b.pdf' }),
          staticFile('ander', `/api/file/${OTHER}`),
        ]),
      ]),
    ];
    expect(fileSettingUuids(schema).sort()).toEqual([OLD, OTHER].sort());

    const next = mapFileSettings(schema, (setting) => renameFileSetting(setting, renamed));
    expect(JSON.stringify(next).toLowerCase()).not.toContain(OLD);
    expect(next[0]).toMatchObject({ image: { url: `/api/file/${NEW}`, fid: NEW, name: 'a.png' } });
    expect(next[1]).toEqual(schema[1]);
    const inner = (next[2] as { subform: { schema: { subform: { schema: TSchema } }[] } }).subform
      .schema[0]?.subform.schema;
    expect(inner?.[0]).toMatchObject({ file: { fid: NEW, name: 'b.pdf' } });
    expect(inner?.[1]).toMatchObject({ file: `/api/file/${OTHER}` });
  });
});
