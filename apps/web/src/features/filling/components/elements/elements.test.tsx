import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import {
  createFillStore,
  type TFillMode,
  type TFillStoreOptions,
} from '../../lib/fill-store/fill-store';
import { el, required } from '../../lib/fill-store/fixtures.test-support';
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

beforeEach(() => localStorage.clear());

describe('text-like elements', () => {
  it.each([
    ['text', 'Jan'],
    ['email', 'jan@example.nl'],
    ['number', '12.5'],
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

  it('decimal: a comma is typed, a dot is stored; read-only shows a comma', async () => {
    const store = renderForm({ schema: [el('prijs', 'decimal', { label: 'Prijs' })] });
    const input = screen.getByLabelText('Prijs') as HTMLInputElement;
    await userEvent.type(input, '12,5');
    expect(input.value).toBe('12,5');
    expect(store.getValues().prijs).toBe('12.5');
    renderForm(
      { schema: [el('p2', 'decimal', { label: 'P2' })], values: { p2: '3.25' } },
      'readonly',
    );
    expect(screen.getByText('3,25')).toBeTruthy();
  });

  it('decimal: a stored value filled in again shows a comma and stays stored with a dot', async () => {
    const store = renderForm({
      schema: [el('prijs', 'decimal', { label: 'Prijs' })],
      values: { prijs: '2.5' },
    });
    const input = screen.getByLabelText('Prijs') as HTMLInputElement;
    expect(input.value).toBe('2,5');
    await userEvent.type(input, '0');
    expect(input.value).toBe('2,50');
    expect(store.getValues().prijs).toBe('2.50');
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
    // machine that alone takes about a second, findByRole's default wait.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
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
