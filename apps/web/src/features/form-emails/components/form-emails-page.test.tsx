import type { TForm } from '@eform/core/api';
import { newEmailSetting } from '@eform/core/email';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFormFixture, stubFormSaves } from '../../../test/admin-form-fixture.test-support';
import { renderScreen } from '../../../test/render';
import { FormDetailProvider } from '../../form-admin-kit';
import { EmailSettingsEditor, FormEmailsPage } from './form-emails-page';

const SCHEMA = [
  { uuid: 'u1', name: 'naam', elementType: 'text', label: 'Naam' },
  { uuid: 'u2', name: 'email', elementType: 'email', label: 'E-mailadres melder' },
  {
    uuid: 'u3',
    name: 'kleur',
    elementType: 'radio',
    label: 'Kleur',
    options: [
      { label: 'Rood', value: 'rood' },
      { label: 'Blauw', value: 'blauw' },
    ],
  },
];

const VALID = {
  ...newEmailSetting(),
  to_addresses: [{ to_address: 'meldingen@gemeente.nl' }],
  from_name: 'Gemeente',
  email_subject: 'Nieuwe melding',
};

const formFixture = (overrides: Record<string, unknown> = {}): TForm =>
  adminFormFixture(SCHEMA, overrides);

const { fetchSpy, toasts } = stubFormSaves();

function renderEditor(form = formFixture(), canDeveloperMode = true) {
  return renderScreen(
    <FormDetailProvider form={form}>
      <EmailSettingsEditor canDeveloperMode={canDeveloperMode} />
    </FormDetailProvider>,
    `/admin/form/${form.form_id}/emails`,
  );
}

const card = (number = 1) => screen.getByTestId(`email-setting-${number}`);
const content = async (number = 1) =>
  within(card(number)).findByRole('textbox', { name: ta('emailSettings.content') });
/** The text field of card 1 whose label starts with `label` (a required one ends in ' *'). */
const input = (label: string) =>
  within(card()).getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}( \\*)?$`),
  }) as HTMLInputElement;
const saveButton = () =>
  screen.getAllByRole('button', { name: ta('emailSettings.save') })[0] as HTMLElement;

// The heaviest screens in the component tests (a whole settings panel re-rendered per key): up to
// 14.5 s a test beside a suite at a load of 7, and past the web tests' 20 s at a load of 8-12.
describe('E-mails tab (doc 2 §3, §5)', { timeout: 60_000 }, () => {
  it("gives a new e-mail the spec's defaults", async () => {
    renderEditor();
    expect(screen.getByText(ta('emailSettings.empty'))).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail toevoegen' }));

    const inCard = within(card());
    expect(
      (inCard.getByRole('switch', { name: ta('emailSettings.pdf') }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (inCard.getByRole('switch', { name: ta('emailSettings.hideEmpty') }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (inCard.getByLabelText(ta('emailSettings.pdfName'), { exact: false }) as HTMLInputElement)
        .value,
    ).toBe('Registratie');
    expect((await content()).textContent).toBe('Hierbij de registratie van $form_name$');
    expect(
      inCard.getByRole('radio', { name: ta('emailSettings.contentMode.manual') }),
    ).toHaveProperty('checked', true);
    expect(screen.getByText(ta('emailSettings.unsaved'))).toBeTruthy();
  });

  it('refuses a bad recipient: the message at its field, the failure alert, no request', async () => {
    renderEditor(
      formFixture({
        email_settings: [{ ...VALID, cc_addresses: [{ cc_address: 'geen adres' }] }],
      }),
    );
    const user = userEvent.setup();
    await user.click(saveButton());

    expect(screen.getByRole('alert').textContent).toBe(
      'Controleer het formulier. Sommige velden zijn niet of verkeerd ingevuld.',
    );
    const cc = input('Cc ontvanger 1');
    expect(cc.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(card()).getByText('Vul een geldig e-mailadres of één token ($token$) in.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(cc);
    expect(fetchSpy).not.toHaveBeenCalled();
    // Nothing is lost.
    expect(cc.value).toBe('geen adres');

    // Fixed, the message goes.
    await user.clear(cc);
    await user.type(cc, '$email$');
    expect(
      within(card()).queryByText('Vul een geldig e-mailadres of één token ($token$) in.'),
    ).toBeNull();
  });

  it('saves the e-mail settings with the form revision and says so', async () => {
    const form = formFixture({ email_settings: [VALID] });
    fetchSpy.mockImplementation(async (_path, init) => {
      const body = JSON.parse(String(init?.body));
      return new Response(
        JSON.stringify({
          ...form,
          email_settings: body.email_settings,
          settings: body.settings,
          revision_id: 8,
        }),
      );
    });
    const { router } = renderEditor(form);
    const user = userEvent.setup();
    const subject = input(ta('emailSettings.subject'));
    await user.clear(subject);
    await user.type(subject, 'Melding over $naam$');
    await user.click(screen.getByRole('switch', { name: ta('emailSettings.developerSwitch') }));
    await user.click(saveButton());

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [path, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/form/f-1');
    expect(init.method).toBe('PATCH');
    const body = JSON.parse(String(init.body));
    expect(body.revision_id).toBe(7);
    expect(body.email_settings).toEqual([{ ...VALID, email_subject: 'Melding over $naam$' }]);
    expect(body.settings.email_developer_mode).toBe(true);
    await waitFor(() =>
      expect(toasts()).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Email instellingen opgeslagen' }),
      ),
    );
    expect(screen.queryByText(ta('emailSettings.unsaved'))).toBeNull();
    await act(() => router.navigate('/elders'));
    expect(screen.queryByText(t('form.leavePage'))).toBeNull();
    expect(router.state.location.pathname).toBe('/elders');
  });

  it('says so when the save fails, and keeps what was typed', async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ code: 'internal', message: 'Er ging iets mis.' }), {
        status: 500,
      }),
    );
    renderEditor(formFixture({ email_settings: [VALID] }));
    const user = userEvent.setup();
    const from = input(ta('emailSettings.fromName'));
    await user.type(from, ' Utrecht');
    await user.click(saveButton());
    await waitFor(() =>
      expect(toasts()).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Email instellingen konden niet worden aangepast.' }),
      ),
    );
    expect(from.value).toBe('Gemeente Utrecht');
    expect(screen.getByText(ta('emailSettings.unsaved'))).toBeTruthy();
  });

  it('shows the developer switch only to who may use it', () => {
    renderScreen(
      <FormDetailProvider form={formFixture()}>
        <FormEmailsPage />
      </FormDetailProvider>,
      '/admin/form/f-1/emails',
    );
    expect(screen.queryByRole('switch', { name: ta('emailSettings.developerSwitch') })).toBeNull();
    expect(screen.getByRole('button', { name: 'E-mail toevoegen' })).toBeTruthy();
  });

  it('keeps the developer mode of an admin when another saves', async () => {
    const form = formFixture({
      email_settings: [VALID],
      settings: { email_developer_mode: true },
    });
    fetchSpy.mockImplementation(async () => new Response(JSON.stringify(form)));
    renderEditor(form, false);
    expect(screen.getByText(ta('emailSettings.developerOn'))).toBeTruthy();
    await userEvent.setup().click(saveButton());
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.settings.email_developer_mode).toBe(true);
  });

  it('inserts a token chip at the cursor of the content', async () => {
    renderEditor(formFixture({ email_settings: [{ ...VALID, email_content: '<p>Beste</p>' }] }));
    const editor = await content();
    const user = userEvent.setup();
    await user.click(editor);
    await user.click(within(card()).getByRole('button', { name: 'Voeg $naam$ (Naam) in' }));
    await waitFor(() => expect(editor.textContent).toContain('$naam$'));
    expect(screen.getByText(ta('emailSettings.unsaved'))).toBeTruthy();
  });

  it("offers the form's e-mail fields as recipients and inserts tokens in the subject", async () => {
    renderEditor(formFixture({ email_settings: [VALID] }));
    const user = userEvent.setup();
    await user.click(
      within(card()).getByRole('button', { name: 'Gebruik $email$ als ontvanger (Cc)' }),
    );
    expect((input('Cc ontvanger 1') as HTMLInputElement).value).toBe('$email$');

    await user.click(within(card()).getByRole('button', { name: 'Token invoegen in Onderwerp' }));
    await user.click(
      await screen.findByRole('menuitem', { name: /\$registration_serial_number\$/, hidden: true }),
    );
    expect((input(ta('emailSettings.subject')) as HTMLInputElement).value).toBe(
      'Nieuwe melding$registration_serial_number$',
    );
  });

  it('duplicates, and removes only after the question', async () => {
    renderEditor(formFixture({ email_settings: [VALID] }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'E-mail 1 dupliceren' }));
    expect(screen.getByTestId('email-setting-2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'E-mail 2 verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: ta('emailSettings.removeTitle') });
    await user.click(
      within(dialog).getByRole('button', { name: ta('emailSettings.removeCancel') }),
    );
    expect(screen.getByTestId('email-setting-2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'E-mail 2 verwijderen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: ta('emailSettings.removeConfirm'),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('email-setting-2')).toBeNull());
  });

  it('asks the spec question when leaving unsaved e-mail settings', async () => {
    const { router } = renderEditor();
    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail toevoegen' }));
    act(() => void router.navigate('/elders'));
    expect(await screen.findByText(t('form.leavePage'))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/form/f-1/emails');
  });

  it('lets the page go without a question when nothing changed', async () => {
    const { router } = renderEditor(formFixture({ email_settings: [VALID] }));
    await content();
    await act(() => router.navigate('/elders'));
    expect(screen.queryByText(t('form.leavePage'))).toBeNull();
    expect(router.state.location.pathname).toBe('/elders');
  });
});
