import { createElement, type TSchema } from '@eform/core/elements';
import { te } from '@eform/core/messages/editor';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apply, field, openDialog, pick } from './open-dialog.test-support';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (String(path).includes('/api/form/f1/assigned-users'))
        return json([{ user_id: 12, email: 'behandelaar@example.nl' }]);
      if (String(path).includes('/api/client/7/forms'))
        return json([
          {
            form_id: 'f2',
            form_name: 'Vervolgmelding',
            form_type: 'default',
            folder_id: null,
            published_at: null,
            updated_at: '2024-01-01T00:00:00.000Z',
          },
        ]);
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('layout settings', () => {
  it('header: level h1-h4, h2 for a new one', async () => {
    const { applied } = openDialog('header');
    expect((screen.getByRole('radio', { name: 'H2' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /H4/ }));
    await apply();
    expect(applied()).toMatchObject({ component: 'h4' });
  });

  it('staticText: written in the rich-text editor, offering only what the filler keeps', async () => {
    const { applied } = openDialog('staticText', {
      staticText: '<p>Hallo <strong>wereld</strong></p>',
    });
    // The editor is a lazy chunk: its first import in a test file is slow on a loaded machine.
    const text = await screen.findByRole('textbox', { name: 'Tekst' }, { timeout: 15_000 });
    expect((await screen.findByText('wereld')).tagName).toBe('STRONG');
    for (const offered of ['Vet', 'Cursief', 'Lijst met opsommingstekens', 'Link invoegen'])
      expect(screen.getByRole('button', { name: offered })).toBeTruthy();
    // The sanitiser drops headings, underline and strikethrough: the editor does not offer them.
    for (const dropped of [/Kop/, /Onderstrepen/, /Doorhalen/])
      expect(screen.queryByRole('button', { name: dropped })).toBeNull();
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Cursief' }));
    await apply();
    expect(applied()).toMatchObject({
      staticText: '<p><em>Hallo </em><strong><em>wereld</em></strong></p>',
    });
  });
});

describe('number settings', () => {
  it('number: placeholder, min and max, shown as a price', async () => {
    const { applied } = openDialog('number');
    await userEvent.type(field('Placeholder'), '0');
    await userEvent.type(field('Minimale waarde'), '-5');
    await userEvent.type(field('Maximale waarde'), '12.5');
    await userEvent.click(screen.getByRole('radio', { name: 'Bedrag (€)' }));
    await apply();
    expect(applied()).toMatchObject({
      placeholder: '0',
      number_formatter: 'price',
      validation: [
        ['optional', true],
        ['min', -5],
        ['max', 12.5],
      ],
    });
  });

  it('keeps what the user typed while it is not yet a number', async () => {
    openDialog('decimal');
    await userEvent.type(field('Maximale waarde'), '3.');
    expect((field('Maximale waarde') as HTMLInputElement).value).toBe('3.');
  });
});

describe('choice, date and upload settings', () => {
  it('radio: options beside each other', async () => {
    const { applied } = openDialog('radio', { options: [{ label: 'Ja', value: 'ja' }] });
    await userEvent.click(screen.getByRole('radio', { name: 'Naast elkaar' }));
    await apply();
    expect(applied()).toMatchObject({ viewMode: 'horizontal' });
  });

  it('select: a placeholder', async () => {
    const { applied } = openDialog('select', { options: [{ label: 'Ja', value: 'ja' }] });
    await userEvent.type(field('Placeholder'), 'Maak een keuze');
    await apply();
    expect(applied()).toMatchObject({ placeholder: 'Maak een keuze' });
  });

  it('date: the current moment by default', async () => {
    const { applied } = openDialog('date');
    await userEvent.click(screen.getByRole('switch', { name: /huidige moment/ }));
    await apply();
    expect(applied()).toMatchObject({ defaultDateNow: true });
  });

  it('image: width 300 shown, camera only and high resolution', async () => {
    const { applied } = openDialog('image');
    expect((field('Breedte') as HTMLInputElement).value).toBe('300');
    await userEvent.click(screen.getByRole('switch', { name: /Alleen de camera/ }));
    await userEvent.click(screen.getByRole('switch', { name: /hoge resolutie/ }));
    await apply();
    expect(applied()).toMatchObject({ width: 300, useOnlyCamera: true, hdImages: true });
  });

  it('file: renaming needs a new name', async () => {
    const { applied, onApply } = openDialog('file');
    await userEvent.click(screen.getByRole('switch', { name: /Bestand hernoemen/ }));
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(te('element.renameFilenameRequired'))).toBeTruthy();
    await userEvent.type(field('Nieuwe bestandsnaam'), 'bijlage_$naam$');
    await apply();
    expect(applied()).toMatchObject({ fileDoRename: true, fileNewName: 'bijlage_$naam$' });
  });

  it('signature: a big drawing area, loading a saved one allowed', async () => {
    const { applied } = openDialog('signature');
    await userEvent.click(screen.getByRole('radio', { name: 'Groot' }));
    await userEvent.click(screen.getByRole('switch', { name: /Opgeslagen handtekening/ }));
    await apply();
    expect(applied()).toMatchObject({ signatureSize: 'big', signatureLoadEnabled: true });
  });
});

describe('subform and reference settings', () => {
  it('subform: the registration label is required', async () => {
    const { applied, onApply } = openDialog('subform');
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Registratie label is verplicht.')).toBeTruthy();
    await userEvent.type(field('Registratie label'), 'Persoon');
    await userEvent.type(field('Samenvatting'), '$naam$');
    await apply();
    expect(applied()).toMatchObject({ registrationLabel: 'Persoon', summaryText: '$naam$' });
  });

  it("linkedForm: one of the client's other forms, required", async () => {
    const { applied, onApply } = openDialog('linkedForm');
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(te('element.linkedFormRequired'))).toBeTruthy();
    await pick('Gekoppeld formulier', 'Vervolgmelding');
    await apply();
    expect(applied()).toMatchObject({ formId: 'f2' });
  });

  it('computed: the watched element and the parser, both required', async () => {
    const others: TSchema = [{ ...createElement('number', []), name: 'prijs', label: 'Prijs' }];
    const { applied, onApply } = openDialog('computed', {}, others);
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(te('element.computedElementRequired'))).toBeTruthy();
    expect(screen.getByText(te('element.computedParserRequired'))).toBeTruthy();
    await pick('Element', 'Prijs');
    await userEvent.click(screen.getByRole('radio', { name: 'Som' }));
    await apply();
    expect(applied()).toMatchObject({ elementToWatch: 'prijs', parserType: 'sum' });
  });
});

describe('calculation settings', () => {
  const others: TSchema = [
    { ...createElement('number', []), name: 'aantal', label: 'Aantal' },
    { ...createElement('text', []), name: 'opmerking', label: 'Opmerking' },
  ];

  it('turns a comma into a dot and inserts tokens of the other numeric elements only', async () => {
    const { applied, element } = openDialog('calculation', {}, others);
    expect(screen.queryByRole('button', { name: /\$opmerking\$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`\\$${element.name}\\$`) })).toBeNull();
    await userEvent.type(field('Formule'), '1,5 * ');
    await userEvent.click(screen.getByRole('button', { name: /\$aantal\$/ }));
    await apply();
    expect(applied()).toMatchObject({ formula: '1.5 * $aantal$' });
  });

  it('requires a formula', async () => {
    const { onApply } = openDialog('calculation', {}, others);
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(te('element.formulaRequired'))).toBeTruthy();
  });
});

describe('state transition settings', () => {
  it('starts at phase 2, not forwarded; forwards to a user who may fill the form', async () => {
    const { applied } = openDialog('stateTransition');
    expect((field('Nieuwe fase') as HTMLInputElement).value).toBe('Fase 2');
    expect((field('Doorsturen naar gebruiker') as HTMLInputElement).value).toBe('Niet doorsturen');
    await pick('Nieuwe fase', 'Fase 3');
    await pick('Doorsturen naar gebruiker', 'behandelaar@example.nl');
    await apply();
    expect(applied()).toMatchObject({ next_phase: 3, assign_to_user: 12 });
  });

  it('says why a state transition outside a workflow form cannot be applied', async () => {
    const { onApply } = openDialog('stateTransition', {}, [], { formType: 'default' });
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(te('element.stateTransitionWorkflowOnly'));
  });
});
