import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { typedNumbers } from '@eform/core/validation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import {
  createFillStore,
  type TFillMode,
  type TFillStoreOptions,
} from '../../lib/fill-store/fill-store';
import { el, required } from '../../lib/fill-store/fixtures.test-support';
import { loadFormulaEngine } from '../../lib/fill-store/formula-loader';
import { FIRST_ELEMENTS, FormRenderer } from '../renderer/form-renderer';

function renderForm(options: Omit<TFillStoreOptions, 'mode'>, mode: TFillMode = 'fill') {
  const store = createFillStore({ ...options, mode });
  renderScreen(<FormRenderer store={store} />);
  return store;
}

const options = [
  { value: 'r', label: 'Rood' },
  { value: 'g', label: 'Groen' },
];

// The app's screens wait for the engine before they make a store (useFormulaEngine).
beforeAll(loadFormulaEngine);
beforeEach(() => localStorage.clear());

describe('text-like elements', () => {
  it.each([
    ['text', 'Jan'],
    ['email', 'jan@example.nl'],
  ] as const)('%s: typing stores the value; read-only shows it', async (type, typed) => {
    const store = renderForm({ schema: [el('veld', type, { label: 'Veld' })] });
    await userEvent.type(screen.getByLabelText('Veld'), typed);
    expect(store.getValues().veld).toBe(typed);

    renderForm(
      { schema: [el('ander', type, { label: 'Ander' })], values: { ander: typed } },
      'readonly',
    );
    expect(screen.getByText(typed)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Ander' })).toBeNull();
  });

  it('textarea: 3 rows by default, rows when set', () => {
    renderForm({
      schema: [el('a', 'textarea', { label: 'A' }), el('b', 'textarea', { label: 'B', rows: 6 })],
    });
    expect(screen.getByLabelText('A').getAttribute('rows')).toBe('3');
    expect(screen.getByLabelText('B').getAttribute('rows')).toBe('6');
  });

  it('textarea read-only shows the text', () => {
    renderForm(
      { schema: [el('a', 'textarea', { label: 'A' })], values: { a: 'regel' } },
      'readonly',
    );
    expect(screen.getByText('regel')).toBeTruthy();
  });

  it.each([
    ['date', '2026-03-01', '1 mrt. 2026'],
    ['time', '09:30', '09:30'],
  ] as const)(
    '%s: the native input stores its value; read-only formats it',
    async (type, value, shown) => {
      const store = renderForm({ schema: [el('m', type, { label: 'Moment' })] });
      const input = screen.getByLabelText('Moment') as HTMLInputElement;
      expect(input.type).toBe(type);
      await userEvent.type(input, value);
      expect(store.getValues().m).toBe(value);
      renderForm({ schema: [el('m2', type, { label: 'M2' })], values: { m2: value } }, 'readonly');
      expect(screen.getByText(shown, { exact: false })).toBeTruthy();
    },
  );

  it('datetime uses datetime-local and defaultDateNow fills it in', () => {
    renderForm({ schema: [el('m', 'datetime', { label: 'Moment', defaultDateNow: true })] });
    const input = screen.getByLabelText('Moment') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('shows the field message under the field after validate()', () => {
    const store = renderForm({ schema: [el('naam', 'text', { label: 'Naam', ...required })] });
    act(() => {
      store.validate();
    });
    const input = screen.getByLabelText(/Naam/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('validation.required'))).toBeTruthy();
  });
});

describe('choice elements', () => {
  it('checkbox_single: ticking stores true; read-only says Ja', async () => {
    const store = renderForm({ schema: [el('akkoord', 'checkbox_single', { label: 'Akkoord' })] });
    await userEvent.click(screen.getByLabelText('Akkoord'));
    expect(store.getValues().akkoord).toBe(true);
    renderForm(
      { schema: [el('ok', 'checkbox_single', { label: 'Ok' })], values: { ok: true } },
      'readonly',
    );
    expect(screen.getByText(t('fill.element.yes'))).toBeTruthy();
  });

  it('checkbox_multiple: the ticked values in option order; read-only lists labels', async () => {
    const store = renderForm({
      schema: [el('kleur', 'checkbox_multiple', { label: 'Kleur', options })],
    });
    await userEvent.click(screen.getByLabelText('Groen'));
    await userEvent.click(screen.getByLabelText('Rood'));
    expect(store.getValues().kleur).toEqual(['r', 'g']);
    await userEvent.click(screen.getByLabelText('Rood'));
    expect(store.getValues().kleur).toEqual(['g']);
    renderForm(
      {
        schema: [el('k2', 'checkbox_multiple', { label: 'K2', options })],
        values: { k2: ['r', 'g'] },
      },
      'readonly',
    );
    expect(screen.getByText('Rood, Groen')).toBeTruthy();
  });

  it('radio: clicking the chosen option again clears it', async () => {
    const store = renderForm({ schema: [el('kleur', 'radio', { label: 'Kleur', options })] });
    const rood = screen.getByLabelText('Rood') as HTMLInputElement;
    await userEvent.click(rood);
    expect(store.getValues().kleur).toBe('r');
    expect(rood.checked).toBe(true);
    await userEvent.click(rood);
    expect(store.getValues().kleur).toBeUndefined();
    expect(rood.checked).toBe(false);
    await userEvent.click(screen.getByLabelText('Groen'));
    expect(store.getValues().kleur).toBe('g');
  });

  it('radio read-only shows the chosen label', () => {
    renderForm(
      { schema: [el('kleur', 'radio', { label: 'Kleur', options })], values: { kleur: 'g' } },
      'readonly',
    );
    expect(screen.getByText('Groen')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('select: choosing stores the value, the empty choice clears it', async () => {
    const store = renderForm({ schema: [el('kleur', 'select', { label: 'Kleur', options })] });
    const select = screen.getByLabelText('Kleur');
    await userEvent.selectOptions(select, 'g');
    expect(store.getValues().kleur).toBe('g');
    await userEvent.selectOptions(select, '');
    expect(store.getValues().kleur).toBeUndefined();
    renderForm(
      { schema: [el('k2', 'select', { label: 'K2', options })], values: { k2: 'r' } },
      'readonly',
    );
    expect(document.getElementById('fill-u-k2')?.textContent).toBe('Rood');
  });
});

describe('layout elements', () => {
  it('header: h1 is shown as h2 so the page keeps one h1; h3 stays h3', () => {
    renderForm({
      schema: [
        el('kop', 'header', { label: 'Grote kop', component: 'h1' }),
        el('sub', 'header', { label: 'Kleine kop', component: 'h3' }),
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Grote kop' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Kleine kop' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('staticText is sanitised', async () => {
    renderForm(
      {
        schema: [
          el('tekst', 'staticText', {
            staticText:
              '<p>Hallo <strong>wereld</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
          }),
        ],
      },
      'readonly',
    );
    const strong = await screen.findByText('wereld');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('imageTag shows the picture and staticFile a download link', () => {
    renderForm({
      schema: [
        el('foto', 'imageTag', {
          label: 'Kaartje',
          image: { url: '/files/kaart.png' },
          width: 300,
        }),
        el('pdf', 'staticFile', {
          label: 'Handleiding',
          file: { url: '/files/h.pdf', name: 'h.pdf' },
        }),
      ],
    });
    const img = screen.getByRole('img', { name: 'Kaartje' });
    expect(img.getAttribute('src')).toBe('/files/kaart.png');
    expect(img.getAttribute('width')).toBe('300');
    expect(screen.getByRole('link', { name: 'Handleiding' }).getAttribute('href')).toBe(
      '/files/h.pdf',
    );
  });
});

describe('number and decimal (issue 30, 4)', () => {
  it.each(['number', 'decimal'] as const)(
    '%s: typed as is with the decimal keypad, a comma or a point; read-only the Dutch way',
    async (type) => {
      const store = renderForm({ schema: [el('veld', type, { label: 'Veld' })] });
      const input = screen.getByLabelText('Veld') as HTMLInputElement;
      // A text input: type=number refuses a comma in some browsers; the keypad has one.
      expect(input.type).toBe('text');
      expect(input.inputMode).toBe('decimal');
      await userEvent.type(input, '12,50');
      expect(input.value).toBe('12,50');
      expect(store.getValues().veld).toBe('12,50');
      expect(store.validate()).toBe(true);

      renderForm(
        { schema: [el('ander', type, { label: 'Ander' })], values: { ander: '1234.50' } },
        'readonly',
      );
      expect(screen.getByText('1234,50')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Ander' })).toBeNull();
    },
  );

  it('a price: a euro sign before the input; read-only in euros', () => {
    const price = { label: 'Prijs', number_formatter: 'price' };
    renderForm({ schema: [el('prijs', 'number', price)] });
    expect(screen.getByText('€')).toBeTruthy();
    renderForm(
      {
        schema: [el('kosten', 'decimal', { ...price, label: 'Kosten' })],
        values: { kosten: '1234.5' },
      },
      'readonly',
    );
    expect(screen.getByText('€ 1.234,50')).toBeTruthy();
  });

  it('asks about a number that reads two ways, and the answer clears the question', async () => {
    const store = renderForm({ schema: [el('aantal', 'number', { label: 'Aantal' })] });
    const input = screen.getByLabelText('Aantal');
    await userEvent.type(input, '1.234');
    act(() => {
      expect(store.validate()).toBe(false);
    });
    const question = t('validation.numberAmbiguous', { decimal: '1,234', thousands: '1234' });
    expect(screen.getByText(question)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(input);
    await userEvent.type(input, '1234');
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(store.validate()).toBe(true);
  });

  it('text that is no number gets the number message', async () => {
    const store = renderForm({ schema: [el('aantal', 'number', { label: 'Aantal' })] });
    await userEvent.type(screen.getByLabelText('Aantal'), '12,50 euro');
    act(() => {
      expect(store.validate()).toBe(false);
    });
    expect(screen.getByText(t('validation.number'))).toBeTruthy();
  });

  it('a stored registration filled in again shows its numbers with a comma', async () => {
    const schema = [el('prijs', 'decimal', { label: 'Prijs' }), el('n', 'number', { label: 'N' })];
    const store = renderForm({
      schema,
      values: typedNumbers(schema, { prijs: '2.5', n: '1.234' }),
    });
    const input = screen.getByLabelText('Prijs') as HTMLInputElement;
    expect(input.value).toBe('2,5');
    // A stored 1.234 is 1,234: shown so, and not asked about.
    expect((screen.getByLabelText('N') as HTMLInputElement).value).toBe('1,234');
    await userEvent.type(input, '0');
    expect(store.getValues().prijs).toBe('2,50');
    expect(store.validate()).toBe(true);
  });
});

describe('value elements', () => {
  it('calculation: the incomplete note, then the live result, and Fout on an error', async () => {
    const store = renderForm({
      schema: [
        el('a', 'number', { label: 'A' }),
        el('b', 'number', { label: 'B' }),
        el('som', 'calculation', { label: 'Som', formula: '$a$ / $b$' }),
      ],
    });
    expect(screen.getByText(t('calculation.incomplete'))).toBeTruthy();
    await userEvent.type(screen.getByLabelText('A'), '7');
    await userEvent.type(screen.getByLabelText('B'), '2');
    await waitFor(() => expect(screen.getByText('3,5')).toBeTruthy());
    expect(store.getValues().som).toBe(3.5);
    await userEvent.clear(screen.getByLabelText('B'));
    await userEvent.type(screen.getByLabelText('B'), '0');
    await waitFor(() => expect(screen.getByText(t('calculation.error'))).toBeTruthy());
  });

  it('computed: counts a watched checkbox list live', async () => {
    renderForm({
      schema: [
        el('kleur', 'checkbox_multiple', { label: 'Kleur', options }),
        el('aantal', 'computed', { label: 'Aantal', elementToWatch: 'kleur', parserType: 'count' }),
      ],
    });
    await userEvent.click(screen.getByLabelText('Rood'));
    await userEvent.click(screen.getByLabelText('Groen'));
    await waitFor(() => expect(screen.getByText('2')).toBeTruthy());
  });

  it('autoIncrement is read-only: a note until the server numbered it', () => {
    renderForm({ schema: [el('nr', 'autoIncrement', { label: 'Nummer' })] });
    expect(screen.getByText(t('fill.element.autoIncrement'))).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    renderForm(
      { schema: [el('nr2', 'autoIncrement', { label: 'Nr' })], values: { nr2: 17 } },
      'readonly',
    );
    expect(screen.getByText('17')).toBeTruthy();
  });

  it('stateTransition carries next_phase and assign_to_user as hidden inputs', () => {
    const { container } = (() => {
      const store = createFillStore({
        schema: [el('door', 'stateTransition', { next_phase: 3, assign_to_user: 7 })],
        mode: 'fill',
      });
      return renderScreen(<FormRenderer store={store} />);
    })();
    const hidden = container.querySelectorAll('input[type="hidden"]');
    expect([...hidden].map((input) => (input as HTMLInputElement).value)).toEqual(['3', '7']);
    expect(screen.getByText(t('fill.element.stateTransition', { phase: 3 }))).toBeTruthy();
  });

  it('linkedForm opens the linked form in the fill modal, not in read-only mode', async () => {
    // The modal asks for the linked form; it stays loading here.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderForm({ schema: [el('link', 'linkedForm', { label: 'Vervolg', formId: 'f-2' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Vervolg' }));
    // The fill modal is a lazy chunk, imported (here: transformed) at this first click: on a busy
    // machine that alone takes seconds (the setup's wait allows for it).
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(tw('fill.modalTitle', { form: 'Vervolg' }));
    vi.unstubAllGlobals();
    renderForm(
      { schema: [el('link2', 'linkedForm', { label: 'Inzien', formId: 'f-3' })] },
      'readonly',
    );
    expect(screen.getByRole('button', { name: 'Inzien' }).hasAttribute('disabled')).toBe(true);
  });

  it('an element type this filler does not know (a newer editor) shows a note that it comes later', () => {
    renderForm({ schema: [el('geo', 'hologram' as never, { label: 'Geo' })] });
    expect(screen.getByText(t('fill.element.comingLater'))).toBeTruthy();
  });
});

describe('rules in the renderer', () => {
  it('a rule hides a field, and a visually hidden field is not shown but kept', async () => {
    const store = renderForm({
      schema: [
        el('soort', 'text', { label: 'Soort' }),
        el('reden', 'text', { label: 'Reden' }),
        el('geheim', 'text', { label: 'Geheim', visuallyHidden: true }),
      ],
      values: { geheim: 'x' },
      rules: [
        {
          ruleName: 'r',
          ruleForm: '_none',
          condition_group: {
            method: 'AND',
            conditions: [
              {
                conditionType: 'dataValue',
                dataName: 'soort',
                operator: 'str_equals',
                value: 'geen',
              },
            ],
          },
          actions: [{ method: 'hide', dataName: 'reden' }],
        },
      ],
    });
    // Visually hidden: out of view and out of the accessibility tree, value kept.
    expect(screen.queryByRole('textbox', { name: 'Geheim' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Soort' })).toBeTruthy();
    expect(store.getValues().geheim).toBe('x');
    await userEvent.type(screen.getByLabelText('Soort'), 'geen');
    await waitFor(() => expect(screen.queryByLabelText('Reden')).toBeNull());
  });
});

describe('typing re-renders only that field', () => {
  it('other fields keep their DOM and snapshot', async () => {
    const store = renderForm({
      schema: [el('a', 'text', { label: 'A' }), el('b', 'text', { label: 'B' })],
    });
    const before = store.getSnapshot('b');
    await userEvent.type(screen.getByLabelText('A'), 'abc');
    expect(store.getSnapshot('b')).toBe(before);
    expect(within(document.body).getByLabelText('B')).toBeTruthy();
  });
});

describe('a long form', () => {
  it(`shows the first ${FIRST_ELEMENTS} elements at once and the rest right after`, async () => {
    const schema = Array.from({ length: 100 }, (_, i) =>
      el(`veld${i}`, 'text', { label: `Veld ${i}` }),
    );
    renderForm({ schema });
    expect(screen.getByLabelText('Veld 0')).toBeTruthy();
    expect(screen.getByLabelText(`Veld ${FIRST_ELEMENTS - 1}`)).toBeTruthy();
    expect(screen.queryByLabelText('Veld 99')).toBeNull();
    expect(await screen.findByLabelText('Veld 99')).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(100);
  });
});
