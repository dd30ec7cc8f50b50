import type { TForm } from '@eform/core/api';
import { describe, expect, it } from 'vitest';
import { formNeeds } from './form-needs';

const el = (name: string, elementType: string, extra: Record<string, unknown> = {}) =>
  ({ uuid: `u-${name}`, name, label: name, elementType, ...extra }) as unknown;
const schema = (elements: unknown[]) => elements as TForm['schema'];

describe('formNeeds', () => {
  it('finds linked forms, shown files and datasources, in subforms too, each once', () => {
    const needs = formNeeds({
      schema: schema([
        el('naam', 'text'),
        el('link', 'linkedForm', { formId: 'form-b' }),
        el('foto', 'imageTag', { image: { url: '/api/file/f1', name: 'kaart.png' } }),
        el('pdf', 'staticFile', { file: '/api/file/f2' }),
        el('extern', 'imageTag', { image: 'https://elders.example.nl/logo.png' }),
        el('boom', 'search', { searchSettings: { datasourceId: 4 } }),
        el('kaart', 'map', {
          mapSettings: {
            mapLayers: [
              { datasource_id: '5', loadingStrategy: 'preload' },
              { datasource_id: '6', loadingStrategy: 'live' },
            ],
          },
        }),
        el('bomen', 'subform', {
          subform: {
            schema: [
              el('soort', 'search', { searchSettings: { datasourceId: 4 } }),
              el('link2', 'linkedForm', { formId: 'form-b' }),
              el('foto2', 'imageTag', { image: { url: '/api/file/f3' } }),
            ],
          },
        }),
      ]),
    });
    expect(needs).toEqual({
      forms: ['form-b'],
      files: ['/api/file/f1', '/api/file/f2', '/api/file/f3'],
      datasources: ['/api/datasource/4?format=search', '/api/datasource/5'],
    });
  });

  it('needs nothing for a plain form or unset settings', () => {
    expect(
      formNeeds({
        schema: schema([
          el('a', 'text'),
          el('b', 'linkedForm', { formId: null }),
          el('c', 'search', {}),
          el('d', 'gps', { mapSettings: {} }),
        ]),
      }),
    ).toEqual({ forms: [], files: [], datasources: [] });
  });
});
