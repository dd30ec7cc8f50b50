import { ELEMENT_TYPES } from '@eform/core/elements';
import { describe, expect, it } from 'vitest';
import { offeredTypes } from './add-element-panel';
import type { TEditorEnv } from './use-editor-context';

const env = (patch: Partial<TEditorEnv>): TEditorEnv => ({
  clientId: 1,
  isAdmin: false,
  formType: 'default',
  modules: [],
  ...patch,
});

describe('offeredTypes', () => {
  it.each([
    ['a form manager, default form', env({}), ['linkedForm', 'computed', 'stateTransition']],
    ['a form manager, workflow form', env({ formType: 'workflow' }), ['linkedForm', 'computed']],
    ['an admin, default form', env({ isAdmin: true }), ['stateTransition']],
    ['an admin, workflow form', env({ isAdmin: true, formType: 'workflow' }), []],
  ])('offers %s every type but %o', (_, context, missing) => {
    expect(offeredTypes(context)).toEqual(ELEMENT_TYPES.filter((t) => !missing.includes(t)));
  });

  it('keeps the paid types in the list without their modules (they open the premium wall)', () => {
    expect(offeredTypes(env({ modules: [] }))).toEqual(
      expect.arrayContaining(['map', 'gps', 'tracking']),
    );
  });
});
