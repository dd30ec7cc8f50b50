import type { TForm } from '@eform/core/api';
import { ta } from '@eform/core/messages/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFormFixture, stubFormSaves } from '../../../test/admin-form-fixture.test-support';
import { renderScreen } from '../../../test/render';
import { FormDetailProvider } from '../../form-admin-kit';
import { PeriodicMailPanel } from './periodic-mail-panel';
import { RegistrationsListView } from './registrations-page';

const formFixture = (weeklyRegistrationMail?: Record<string, unknown>): TForm =>
  adminFormFixture([], {
    settings: {
      search_enabled: true,
      ...(weeklyRegistrationMail ? { weeklyRegistrationMail } : {}),
    },
  });

const { fetchSpy, toasts } = stubFormSaves();

function renderPanel(form = formFixture()) {
  return renderScreen(
    <FormDetailProvider form={form}>
      <PeriodicMailPanel />
    </FormDetailProvider>,
    `/admin/form/${form.form_id}/registrations`,
  );
}

/** Answers a PATCH with the form as sent, at revision 8. */
function answerSaved(form: TForm) {
  fetchSpy.mockImplementation(async (_path, init) => {
    const body = JSON.parse(String(init?.body));
    return new Response(JSON.stringify({ ...form, settings: body.settings, revision_id: 8 }));
  });
}

const panel = () => within(screen.getByTestId('periodic-mail'));
const recipient = (number: number) =>
  panel().getByRole('textbox', {
    name: ta('periodicMail.recipient', { number }),
  }) as HTMLInputElement;
const save = () => panel().getByRole('button', { name: ta('periodicMail.save') });
const daySelect = () =>
  panel().queryByRole('combobox', { name: ta('periodicMail.day') }) as HTMLSelectElement | null;

describe('periodic mail panel (doc 2 §3, §5, §9)', () => {
  it('starts off, weekly on Saturday, without recipients; the weekdays run Maandag 1 … Zondag 7', () => {
    renderPanel();
    expect(
      (panel().getByRole('switch', { name: ta('periodicMail.enabled') }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(panel().getByRole('radio', { name: 'Wekelijks' })).toHaveProperty('checked', true);
    expect(daySelect()?.value).toBe('6');
    const options = [...(daySelect()?.options ?? [])].map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['1', 'Maandag'],
      ['2', 'Dinsdag'],
      ['3', 'Woensdag'],
      ['4', 'Donderdag'],
      ['5', 'Vrijdag'],
      ['6', 'Zaterdag'],
      ['7', 'Zondag'],
    ]);
    expect(panel().getByText(ta('periodicMail.noRecipients'))).toBeTruthy();
  });

  it('saves the setting in the form settings, keeping the others, with the e-mail texts', async () => {
    const form = formFixture();
    answerSaved(form);
    renderPanel(form);
    const user = userEvent.setup();
    await user.click(panel().getByRole('switch', { name: ta('periodicMail.enabled') }));
    await user.selectOptions(daySelect() as HTMLSelectElement, '1');
    await user.click(panel().getByRole('button', { name: ta('periodicMail.addRecipient') }));
    await user.type(recipient(1), ' teamleider@gemeente.nl ');
    expect(panel().getByText(ta('periodicMail.unsaved'))).toBeTruthy();
    await user.click(save());

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [path, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/form/f-1');
    expect(init.method).toBe('PATCH');
    const body = JSON.parse(String(init.body));
    expect(body.revision_id).toBe(7);
    expect(body.settings).toEqual({
      search_enabled: true,
      weeklyRegistrationMail: {
        enabled: true,
        period: 'weekly',
        day: 1,
        recipients: [{ email: 'teamleider@gemeente.nl' }],
      },
    });
    await waitFor(() =>
      expect(toasts()).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Email instellingen opgeslagen' }),
      ),
    );
    // Saved: the panel shows what is stored, nothing unsaved.
    await waitFor(() => expect(panel().queryByText(ta('periodicMail.unsaved'))).toBeNull());
    expect(recipient(1).value).toBe('teamleider@gemeente.nl');
  });

  it('hides the weekday for a monthly mail', async () => {
    renderPanel(
      formFixture({ enabled: true, period: 'monthly', recipients: [{ email: 'a@b.nl' }] }),
    );
    expect(daySelect()).toBeNull();
    expect(panel().getByText(ta('periodicMail.monthlyHelp'))).toBeTruthy();
    await userEvent.setup().click(panel().getByRole('radio', { name: 'Wekelijks' }));
    expect(daySelect()?.value).toBe('6');
  });

  it('refuses a missing or wrong recipient at its field, sends nothing, loses nothing', async () => {
    renderPanel(formFixture({ enabled: true, period: 'weekly', day: 3, recipients: [] }));
    const user = userEvent.setup();
    await user.click(save());
    expect(panel().getByText('Vul minstens één ontvanger in.')).toBeTruthy();
    expect(panel().getAllByRole('alert')).toHaveLength(2);

    await user.click(panel().getByRole('button', { name: ta('periodicMail.addRecipient') }));
    await user.click(panel().getByRole('button', { name: ta('periodicMail.addRecipient') }));
    await user.type(recipient(1), 'geen adres');
    await user.click(save());
    expect(recipient(1).getAttribute('aria-invalid')).toBe('true');
    expect(panel().getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(recipient(2).getAttribute('aria-invalid')).toBe('true');
    expect(panel().getByText('Dit veld is verplicht.')).toBeTruthy();
    expect(document.activeElement).toBe(recipient(1));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(recipient(1).value).toBe('geen adres');
    expect(daySelect()?.value).toBe('3');

    // Fixed and the empty row removed: the messages go, the save goes out.
    await user.clear(recipient(1));
    await user.type(recipient(1), 'wijkteam@gemeente.nl');
    await user.click(
      panel().getByRole('button', { name: ta('periodicMail.removeRecipient', { number: 2 }) }),
    );
    expect(panel().queryByText('Vul een geldig e-mailadres in.')).toBeNull();
    expect(panel().queryByRole('alert')).toBeNull();
  });

  it('says so when the save fails, and keeps what was typed', async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ code: 'internal', message: 'Er ging iets mis.' }), {
        status: 500,
      }),
    );
    renderPanel(formFixture({ enabled: true, recipients: [{ email: 'a@gemeente.nl' }] }));
    const user = userEvent.setup();
    await user.type(recipient(1), 'x');
    await user.click(save());
    await waitFor(() =>
      expect(toasts()).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Email instellingen konden niet worden aangepast.' }),
      ),
    );
    expect(recipient(1).value).toBe('a@gemeente.nlx');
    expect(panel().getByText(ta('periodicMail.unsaved'))).toBeTruthy();
  });

  it("sits on the Registraties tab for 'eform manage form registrations weekly mail' only", async () => {
    const form = formFixture();
    fetchSpy.mockImplementation(
      async () =>
        new Response(JSON.stringify({ registrations: [], pages_count: 0, registrations_count: 0 })),
    );
    for (const granted of [true, false]) {
      const { unmount } = renderScreen(
        <FormDetailProvider form={form}>
          <RegistrationsListView
            form={form}
            can={(permission) =>
              granted && permission === 'eform manage form registrations weekly mail'
            }
          />
        </FormDetailProvider>,
        `/admin/form/${form.form_id}/registrations`,
      );
      await screen.findByTestId('registrations-empty');
      expect(screen.queryByTestId('periodic-mail') !== null).toBe(granted);
      unmount();
    }
  });
});
