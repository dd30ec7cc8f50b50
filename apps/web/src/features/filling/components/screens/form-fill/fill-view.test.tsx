import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { sentAnswer as answer, FakeXhr } from '../../../../../test/fake-xhr';
import { renderScreen } from '../../../../../test/render';
import { el, required, subform } from '../../../lib/fill-store/fixtures.test-support';
import { FillView, type TFillableForm, type TFillViewProps } from './fill-view';

// The formula engine's chunk arrives when a test lets it.
const engine = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((arrive) => {
    resolve = arrive;
  });
  return { promise, resolve: () => resolve() };
});
vi.mock('../../../lib/formula-engine', async (importOriginal) => {
  await engine.promise;
  return importOriginal();
});

const form: TFillableForm = {
  form_id: 'f1',
  form_name: 'Melding openbare ruimte',
  form_type: 'default',
  schema: [el('adres', 'text', required)],
  rules: [],
  form_settings: {},
};

let toast: MockInstance<typeof notifications.show>;
const onDone = vi.fn();

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  toast = vi.spyOn(notifications, 'show');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onDone.mockReset();
});

function setup(props: Partial<TFillViewProps> = {}) {
  const view = renderScreen(
    <FillView
      form={form}
      target={{ kind: 'user' }}
      variant="page"
      credits={5}
      wordLocked={false}
      onDone={onDone}
      {...props}
    />,
    '/form/f1/1',
  );
  return {
    ...view,
    user: userEvent.setup(),
    field: () => screen.getByLabelText('adres', { exact: false }) as HTMLInputElement,
    submit: () => screen.getByRole('button', { name: t('fill.submit') }),
  };
}

async function fillAndSend(s: ReturnType<typeof setup>, value = 'Dorpsstraat 1') {
  await s.user.type(s.field(), value);
  await s.user.click(s.submit());
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.last();
}

describe('FillView and the formula engine', () => {
  it('shows the form skeleton until the engine is there, then the calculation with its value', async () => {
    // Rendered in an awaited act: the form suspends on the engine's load.
    await act(async () => {
      setup({
        form: {
          ...form,
          schema: [
            el('aantal', 'number', { label: 'Aantal' }),
            el('totaal', 'calculation', { label: 'Totaal', formula: '$aantal$ * 2' }),
          ],
        },
        values: { aantal: '21' },
      });
    });
    expect(screen.getByLabelText(t('fillScreen.loading'))).toBeTruthy();
    expect(screen.queryByLabelText('Aantal')).toBeNull();
    expect(screen.queryByText(t('calculation.incomplete'))).toBeNull();
    engine.resolve();
    expect(await screen.findByText('42')).toBeTruthy();
    expect(screen.queryByLabelText(t('fillScreen.loading'))).toBeNull();
  });
});

describe('FillView sending', () => {
  it('on a failed validation shows the form toast for its 4 s, focuses the field and sends nothing', async () => {
    const s = setup();
    await s.user.click(s.submit());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: t('form.invalid') }));
    // No autoClose of its own: the container's 4 s, like every toast (it stayed on a phone).
    expect(toast.mock.calls[0]?.[0]).not.toHaveProperty('autoClose');
    await waitFor(() => expect(document.activeElement).toBe(s.field()));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('goes sending with progress, server-processing at 100 %, then the success dialog', async () => {
    const s = setup();
    const xhr = await fillAndSend(s);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/registration/');
    const body = xhr.json();
    expect(body).toMatchObject({ form_id: 'f1', values: { adres: 'Dorpsstraat 1' } });
    expect(body.fill_token).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(tw('fill.sending'))).toBeTruthy();

    act(() => xhr.progress(0.5));
    expect(screen.getByText(tw('fillScreen.progress', { percent: 50 }))).toBeTruthy();
    act(() => xhr.progress(1));
    expect(screen.getByText(tw('fill.serverProcessing'))).toBeTruthy();
    act(() => xhr.respond(200, answer));

    expect(await screen.findByText(tw('fill.sentTitle'))).toBeTruthy();
    expect(screen.getByRole('button', { name: tw('fill.fillAgain') })).toBeTruthy();
    await s.user.click(screen.getByRole('button', { name: tw('fill.done') }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('Nogmaals invullen empties the form and the next send has a new fill_token', async () => {
    const s = setup();
    const first = await fillAndSend(s);
    act(() => first.respond(200, answer));
    await s.user.click(await screen.findByRole('button', { name: tw('fill.fillAgain') }));
    await waitFor(() => expect(s.field().value).toBe(''));
    const second = await fillAndSend(s, 'Kerkplein 2');
    expect(second.json().fill_token).not.toBe(first.json().fill_token);
  });

  it('offers no Nogmaals invullen in a modal or for a workflow form', async () => {
    const s = setup({ variant: 'modal', onCancel: vi.fn() });
    const xhr = await fillAndSend(s);
    act(() => xhr.respond(200, answer));
    expect(await screen.findByText(tw('fill.sentTitle'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: tw('fill.fillAgain') })).toBeNull();
  });

  it('offers no Nogmaals invullen for a workflow draft either', async () => {
    const s = setup({ variant: 'workflow', registrationId: 'r0' });
    const xhr = await fillAndSend(s);
    expect(xhr.json().registration_id).toBe('r0');
    act(() => xhr.respond(200, answer));
    expect(await screen.findByText(tw('fill.sentTitle'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: tw('fill.fillAgain') })).toBeNull();
  });

  it('with form_complete_action fillFormAgain resets the form with a toast instead of the dialog', async () => {
    const s = setup({
      form: { ...form, form_settings: { form_complete_action: 'fillFormAgain' } },
    });
    const xhr = await fillAndSend(s);
    act(() => xhr.respond(200, answer));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: t('fill.sent') })),
    );
    await waitFor(() => expect(s.field().value).toBe(''));
    expect(screen.queryByText(tw('fill.sentTitle'))).toBeNull();
  });

  it('on a 409 warns about a duplicate with a toast that stays, keeps the values and makes a new fill_token', async () => {
    const s = setup();
    const first = await fillAndSend(s);
    act(() => first.respond(409, { code: 'CONFLICT', message: 'Al verstuurd' }));
    expect(await screen.findAllByText(t('fill.alreadySent'))).not.toHaveLength(0);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: t('fill.alreadySent'), autoClose: false }),
    );
    await s.user.click(screen.getByRole('button', { name: tw('fillScreen.backToForm') }));
    expect(s.field().value).toBe('Dorpsstraat 1');
    await s.user.click(s.submit());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.last().json().fill_token).not.toBe(first.json().fill_token);
  });

  it("shows the server's message on a failure, else the spec's text, and loses nothing typed", async () => {
    const s = setup();
    const first = await fillAndSend(s);
    act(() => first.respond(422, { code: 'VALIDATION', message: 'Adres is ongeldig.' }));
    expect(await screen.findByText('Adres is ongeldig.')).toBeTruthy();
    await s.user.click(screen.getByRole('button', { name: tw('fillScreen.sendAgain') }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    // A retry after a failure keeps the token: if the first did arrive, the server answers 409.
    expect(FakeXhr.last().json().fill_token).toBe(first.json().fill_token);
    act(() => FakeXhr.last().fail());
    expect(await screen.findByText(t('fill.sendFailed'))).toBeTruthy();
    await s.user.click(screen.getByRole('button', { name: tw('fillScreen.backToForm') }));
    expect(s.field().value).toBe('Dorpsstraat 1');
  });
});

describe('FillView submit rules', () => {
  it("disables Versturen offline, labelled 'Formulier offline opslaan', with a note", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup();
    const button = screen.getByRole('button', { name: t('fill.submitOffline') });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: t('fill.submit') })).toBeNull();
    expect(screen.getByTestId('submit-note').textContent).toBe(t('fillScreen.offline'));
  });

  it('disables Versturen below one credit with the credits text', () => {
    const s = setup({ credits: 0 });
    expect((s.submit() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('submit-note').textContent).toBe(t('fill.noCredits'));
  });

  it('allows one credit, and a guest whose credits the server checks', () => {
    setup({ credits: 1 });
    expect(
      (screen.getByRole('button', { name: t('fill.submit') }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('disables Versturen for a second after a subform closed', async () => {
    const s = setup({
      form: { ...form, schema: [el('adres', 'text'), subform('bomen', [el('soort', 'text')])] },
    });
    await s.user.click(await screen.findByRole('button', { name: tw('fill.element.subformAdd') }));
    await s.user.click(
      await screen.findByRole('button', { name: tw('fill.element.subformCancel') }),
    );
    await waitFor(() => expect((s.submit() as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect((s.submit() as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the Word notice instead of the form while a Word file is processed', () => {
    setup({ wordLocked: true });
    expect(screen.getByTestId('word-lock').textContent).toContain(t('fill.wordProcessing'));
    expect(screen.queryByRole('button', { name: t('fill.submit') })).toBeNull();
  });
});

describe('FillView leave question', () => {
  it('asks before leaving with changes; Blijven stays, Verlaten goes', async () => {
    const s = setup();
    await s.user.type(s.field(), 'x');
    act(() => void s.router.navigate('/folders'));
    expect(await screen.findByText(t('form.leavePage'))).toBeTruthy();
    await s.user.click(screen.getByRole('button', { name: tw('fillScreen.stay') }));
    expect(s.router.state.location.pathname).toBe('/form/f1/1');
    act(() => void s.router.navigate('/folders'));
    await s.user.click(await screen.findByRole('button', { name: tw('fillScreen.leave') }));
    await waitFor(() => expect(s.router.state.location.pathname).toBe('/folders'));
  });

  it('leaves without asking when nothing changed', async () => {
    const s = setup();
    act(() => void s.router.navigate('/folders'));
    await waitFor(() => expect(s.router.state.location.pathname).toBe('/folders'));
    expect(screen.queryByText(t('form.leavePage'))).toBeNull();
  });

  it('leaves without asking once the registration is sent', async () => {
    const s = setup();
    const xhr = await fillAndSend(s);
    act(() => xhr.respond(200, answer));
    await screen.findByText(tw('fill.sentTitle'));
    act(() => void s.router.navigate('/folders'));
    await waitFor(() => expect(s.router.state.location.pathname).toBe('/folders'));
    expect(screen.queryByText(t('form.leavePage'))).toBeNull();
  });

  it('asks the browser on a reload with changes only', async () => {
    const s = setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await s.user.type(s.field(), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('starts a new workflow registration in phase 1, so rules on the phase apply at once', () => {
    const phaseRule = (operator: '=' | '!', target: string) => ({
      ruleName: target,
      ruleForm: '_none',
      condition_group: {
        method: 'AND' as const,
        conditions: [
          {
            conditionType: 'dataValue' as const,
            dataName: 'registration_phase',
            operator,
            value: 1,
          },
        ],
      },
      actions: [{ method: 'hide' as const, dataName: target }],
    });
    setup({
      form: {
        ...form,
        form_type: 'workflow',
        schema: [el('plannen', 'text'), el('bevinding', 'text')],
        rules: [phaseRule('!', 'plannen'), phaseRule('=', 'bevinding')],
      },
    });
    expect(screen.getByLabelText('plannen')).toBeTruthy();
    expect(screen.queryByLabelText('bevinding')).toBeNull();
  });
});
