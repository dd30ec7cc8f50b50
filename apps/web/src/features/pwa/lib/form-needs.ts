import type { TForm } from '@eform/core/api';
import { flattenSchema, type TElement } from '@eform/core/elements';

/** What filling a form offline needs besides the form itself. */
export type TFormNeeds = {
  /** form_ids of linked forms (their own needs follow when they are fetched). */
  forms: string[];
  /** Stored files the form shows (imageTag pictures, staticFile downloads). */
  files: string[];
  /** Datasource answers of search elements and preloaded map layers. */
  datasources: string[];
};

const enc = encodeURIComponent;

function storedFileUrl(setting: unknown): string | null {
  const url = typeof setting === 'string' ? setting : (setting as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/api/') ? url : null;
}

function elementNeeds(element: TElement, needs: TFormNeeds): void {
  switch (element.elementType) {
    case 'linkedForm':
      if (element.formId) needs.forms.push(element.formId);
      break;
    case 'imageTag': {
      const url = storedFileUrl(element.image);
      if (url) needs.files.push(url);
      break;
    }
    case 'staticFile': {
      const url = storedFileUrl(element.file);
      if (url) needs.files.push(url);
      break;
    }
    case 'search': {
      const id = element.searchSettings?.datasourceId;
      if (id != null && id !== '')
        needs.datasources.push(`/api/datasource/${enc(String(id))}?format=search`);
      break;
    }
    case 'map':
    case 'gps':
    case 'tracking':
      // A live layer loads per map extent: only preloaded layers can be fetched ahead.
      for (const layer of element.mapSettings?.mapLayers ?? []) {
        if (layer.datasource_id == null || layer.loadingStrategy === 'live') continue;
        needs.datasources.push(`/api/datasource/${enc(String(layer.datasource_id))}`);
      }
      break;
    default:
      break;
  }
}

/**
 * The linked forms, files and datasource answers a form needs to be filled offline, each once,
 * from its whole schema (subforms included: they travel inside the form's own answer).
 */
export function formNeeds(form: Pick<TForm, 'schema'>): TFormNeeds {
  const needs: TFormNeeds = { forms: [], files: [], datasources: [] };
  for (const { element } of flattenSchema(form.schema)) elementNeeds(element, needs);
  return {
    forms: [...new Set(needs.forms)],
    files: [...new Set(needs.files)],
    datasources: [...new Set(needs.datasources)],
  };
}
