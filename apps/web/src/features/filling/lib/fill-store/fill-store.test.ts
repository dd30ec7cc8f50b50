import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFillStore, dateNowValue } from './fill-store';
import { el, required, rule, subform } from './fixtures.test-support';
import { loadFormulaEngine } from './formula-loader';

// The app's screens wait for the engine before they make a store (useFormulaEngine).
beforeAll(loadFormulaEngine);
beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('createFillStore', () => {
  it('keeps values by data name and answers them as plain JSON', () => {
    const store = createFillStore({ schema: [el('naam', 'text')], mode: 'fill' });
    store.setValue('naam', 'Jan');
    expect(store.getSnapshot('naam').value).toBe('Jan');
    expect(JSON.parse(JSON.stringify(store.getValues()))).toEqual({ naam: 'Jan' });
    expect(store.isDirty()).toBe(true);
  });

  it('tells only the listeners of the changed element', () => {
    const store = createFillStore({ schema: [el('a', 'text'), el('b', 'text')], mode: 'fill' });
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe('a', a);
    store.subscribe('b', b);
    store.setValue('a', 'x');
    store.flush();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it('runs the rules 50 ms after a change, not while typing', () => {
    vi.useFakeTimers();
    const store = createFillStore({
      schema: [el('soort', 'text'), el('reden', 'text')],
      rules: [rule([['soort', 'str_equals', 'geen']], [['hide', 'reden']])],
      mode: 'fill',
    });
    store.setValue('soort', 'geen');
    expect(store.getSnapshot('reden').hidden).toBe(false);
    vi.advanceTimersByTime(49);
    expect(store.getSnapshot('reden').hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot('reden').hidden).toBe(true);
  });

  it('does not require a field the rules hide', () => {
    const store = createFillStore({
      schema: [el('soort', 'text'), el('reden', 'text', required)],
      rules: [rule([['soort', 'str_equals', 'geen']], [['hide', 'reden']])],
      mode: 'fill',
    });
    expect(store.validate()).toBe(false);
    expect(store.getSnapshot('reden').errors).toEqual([t('validation.required')]);
    store.setValue('soort', 'geen');
    expect(store.validate()).toBe(true);
    expect(store.getSnapshot('reden').errors).toBeUndefined();
  });

  it('applies set actions of rules to the values', () => {
    const store = createFillStore({
      schema: [el('land', 'text'), el('valuta', 'text')],
      rules: [rule([['land', 'str_equals', 'nl']], [['set', 'valuta', 'EUR']])],
      mode: 'fill',
    });
    store.setValue('land', 'NL');
    store.flush();
    expect(store.getValues().valuta).toBe('EUR');
  });

  it('updates a calculation when a token changes', () => {
    const store = createFillStore({
      schema: [
        el('a', 'number'),
        el('b', 'decimal'),
        el('som', 'calculation', { formula: '$a$ * $b$' }),
      ],
      mode: 'fill',
    });
    expect(store.getSnapshot('som').value).toBe('');
    store.setValue('a', '3');
    store.setValue('b', '1.5');
    store.flush();
    expect(store.getSnapshot('som').value).toBe(4.5);
  });

  it('computes calculations inside subforms, from the values it starts with', () => {
    const store = createFillStore({
      schema: [
        subform('regels', [el('n', 'number'), el('dubbel', 'calculation', { formula: '$n$ * 2' })]),
      ],
      values: { regels: [{ n: '2' }, { n: '5' }] },
      mode: 'readonly',
    });
    expect(store.getValues().regels).toEqual([
      { n: '2', dubbel: 4 },
      { n: '5', dubbel: 10 },
    ]);
  });

  it('made before the formula engine is there, computes as soon as it is', async () => {
    // Fresh modules: a formula engine that is not loaded yet.
    vi.resetModules();
    const fresh = await import('./fill-store');
    const store = fresh.createFillStore({
      schema: [el('a', 'number'), el('dubbel', 'calculation', { formula: '$a$ * 2' })],
      values: { a: '21' },
      mode: 'fill',
    });
    const listener = vi.fn();
    store.subscribe('dubbel', listener);
    expect(store.getSnapshot('dubbel').value).toBeUndefined();
    await vi.waitFor(() => expect(store.getSnapshot('dubbel').value).toBe(42));
    expect(listener).toHaveBeenCalled();
  });

  it('shows field messages only after validate() and then keeps them current', () => {
    const store = createFillStore({ schema: [el('naam', 'text', required)], mode: 'fill' });
    expect(store.getSnapshot('naam').errors).toBeUndefined();
    expect(store.validate()).toBe(false);
    store.setValue('naam', 'Jan');
    store.flush();
    expect(store.getSnapshot('naam').errors).toBeUndefined();
  });

  it('numbers subform items and validates them, hidden items fields not required', () => {
    const bomen = subform('bomen', [el('soort', 'text', required), el('hoogte', 'number')]);
    const store = createFillStore({
      schema: [bomen],
      rules: [rule([['hoogte', '>', 10]], [['hide', 'soort']], 'bomen')],
      mode: 'fill',
    });
    store.setValue('bomen', [
      { subform_index: 1, hoogte: '12' },
      { subform_index: 2, hoogte: '2' },
    ]);
    expect(store.validate()).toBe(false);
    expect(Object.keys(store.getErrors())).toEqual(['bomen.1.soort', 'bomen']);
    expect(store.getSubformVisibility('bomen')[0]?.hidden.has('soort')).toBe(true);
  });

  it('gives date elements with defaultDateNow the current moment when filling', () => {
    const now = new Date(2026, 0, 5, 9, 7);
    const store = createFillStore({
      schema: [
        el('d', 'date', { defaultDateNow: true }),
        el('t', 'time', { defaultDateNow: true }),
        el('dt', 'datetime', { defaultDateNow: true }),
        el('leeg', 'date'),
      ],
      mode: 'fill',
      now: () => now,
    });
    expect(store.getValues()).toEqual({ d: '2026-01-05', t: '09:07', dt: '2026-01-05T09:07' });
    expect(dateNowValue('datetime', now)).toBe('2026-01-05T09:07');
    const view = createFillStore({
      schema: [el('d', 'date', { defaultDateNow: true })],
      mode: 'readonly',
    });
    expect(view.getValues()).toEqual({});
  });

  it('restores a remembered input for the next registration, for six months', () => {
    const schema = [el('inspecteur', 'text', { rememberInput: true }), el('notitie', 'text')];
    const first = createFillStore({ schema, mode: 'fill', now: () => new Date(2026, 0, 1) });
    first.setValue('inspecteur', 'Piet');
    first.setValue('notitie', 'iets');
    first.flush();
    const next = createFillStore({ schema, mode: 'fill', now: () => new Date(2026, 5, 30) });
    expect(next.getValues()).toEqual({ inspecteur: 'Piet' });
    const late = createFillStore({ schema, mode: 'fill', now: () => new Date(2026, 6, 2) });
    expect(late.getValues()).toEqual({});
  });

  it('holds the submit for 1 s after a subform closes', () => {
    vi.useFakeTimers();
    const store = createFillStore({ schema: [], mode: 'fill' });
    store.setSubformOpen(true);
    expect(store.getStatus()).toMatchObject({ subformOpen: true, subformLocked: false });
    store.setSubformOpen(false);
    expect(store.getStatus()).toMatchObject({ subformOpen: false, subformLocked: true });
    vi.advanceTimersByTime(1000);
    expect(store.getStatus().subformLocked).toBe(false);
  });

  it('adds what an element holds back before it checks, also for a required field', () => {
    const store = createFillStore({ schema: [el('route', 'text', required)], mode: 'fill' });
    const release = store.holdInput(() => store.setValue('route', 'gehouden'));
    expect(store.validate()).toBe(true);
    expect(store.getValues().route).toBe('gehouden');
    release();
    store.setValue('route', '');
    expect(store.validate()).toBe(false);
  });

  it('counts pending uploads', () => {
    const store = createFillStore({ schema: [], mode: 'fill' });
    const done = store.beginUpload();
    expect(store.hasPendingUploads()).toBe(true);
    done();
    done();
    expect(store.hasPendingUploads()).toBe(false);
  });

  it('reset() starts over with new values and is not dirty', () => {
    const store = createFillStore({ schema: [el('a', 'text', required)], mode: 'fill' });
    store.validate();
    store.setValue('a', 'x');
    store.reset({ a: 'y' });
    expect(store.getValues()).toEqual({ a: 'y' });
    expect(store.isDirty()).toBe(false);
    expect(store.getSnapshot('a').errors).toBeUndefined();
  });

  it('refuses a file over 20 MB in validation too', () => {
    const store = createFillStore({ schema: [el('bijlage', 'file')], mode: 'fill' });
    store.setValue('bijlage', [{ name: 'groot.pdf', size: MAX_FILE_SIZE_BYTES + 1 }]);
    expect(store.validate()).toBe(false);
    expect(store.getSnapshot('bijlage').errors).toEqual([t('validation.fileSize')]);
  });

  it('changes nothing in read-only mode', () => {
    const store = createFillStore({
      schema: [el('a', 'text')],
      values: { a: 'x' },
      mode: 'readonly',
    });
    store.setValue('a', 'y');
    expect(store.getValues()).toEqual({ a: 'x' });
  });
});
