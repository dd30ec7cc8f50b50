import { createElement, type TElement, type TElementType } from '@eform/core/elements';
import { validateSchemaForEditor } from '@eform/core/validation';
import { screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { TEditorEnv } from '../use-editor-context';
import type { TElementOf, TSettingsProps } from './settings-props';

const ENV: TEditorEnv = {
  clientId: 1,
  isAdmin: true,
  formType: 'default',
  modules: ['map_element', 'location', 'tracking'],
};

/** The Dutch issue core reports at a field below the only element of the schema. */
export function coreMessageAt(element: TElement) {
  const issues = validateSchemaForEditor([element], ENV);
  return (field: string) => issues.find((issue) => issue.path === `0.${field}`)?.message;
}

/**
 * Renders a settings panel (of any element type) as the element dialog holds it: the draft element
 * in state, every `change` recorded and applied, `setUploading` recorded, and issues from core's
 * editor rules (or `messageAt` when given), with Mantine and a query client.
 */
export function renderPanel<K extends TElementType>(
  Panel: ComponentType<TSettingsProps<TElementOf<K>>>,
  type: K,
  options: {
    patch?: Partial<TElementOf<K>>;
    messageAt?: (field: string) => string | undefined;
    env?: TEditorEnv;
  } = {},
) {
  const change = vi.fn<(patch: Partial<TElementOf<K>>) => void>();
  const setUploading = vi.fn<(uploading: boolean) => void>();
  const initial = { ...createElement(type, []), ...options.patch } as TElementOf<K>;
  let latest = initial;
  function Harness() {
    const [element, setElement] = useState(initial);
    latest = element;
    return (
      <Panel
        element={element}
        change={(patch) => {
          change(patch);
          setElement((current) => ({ ...current, ...patch }));
        }}
        messageAt={options.messageAt ?? coreMessageAt(element)}
        env={options.env ?? ENV}
        schema={[element]}
        formId="form-1"
        setUploading={setUploading}
      />
    );
  }
  // env 'test' (renderWithProviders): sections open without a transition jsdom never ends.
  const view = renderWithProviders(<Harness />);
  return { ...view, change, setUploading, element: () => latest };
}

/** A matcher of a field label, with or without Mantine's required asterisk. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** The input labelled `label` (required or not). */
export function input(label: string): HTMLInputElement {
  return screen.getByLabelText(labelled(label), { selector: 'input' }) as HTMLInputElement;
}

/** The texts an input is described by (its description and error). */
export function described(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
