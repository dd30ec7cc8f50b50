import type { TForm } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import type { TRule } from '@eform/core/rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminFormFixture, stubFormSaves } from '../../../test/admin-form-fixture.test-support';
import { renderScreen } from '../../../test/render';
import { FormDetailProvider } from '../../form-admin-kit';
import { FormRulesPage } from './form-rules-page';
import { RULE_INPUT_DEBOUNCE_MS } from './pending-edits';

const SCHEMA = [
  { uuid: 'u1', name: 'leeftijd', elementType: 'number', label: 'Leeftijd' },
  { uuid: 'u2', name: 'naam', elementType: 'text', label: 'Naam' },
  { uuid: 'u3', name: 'akkoord', elementType: 'checkbox_single', label: 'Akkoord' },
  {
    uuid: 'u4',
    name: 'kleur',
    elementType: 'radio',
    label: 'Kleur',
    options: [
      { label: 'Rood', value: 'rood' },
      { label: 'Blauw', value: 'blauw' },
    ],
  },
];

/** The form of these tests: SCHEMA, unless `overrides` say otherwise. */
const formFixture = (overrides: Record<string, unknown> = {}): TForm =>
  adminFormFixture(SCHEMA, overrides);

const { fetchSpy, toasts } = stubFormSaves();

function renderPageWithRouter(form = formFixture()) {
  return renderScreen(
    <FormDetailProvider form={form}>
      <FormRulesPage />
    </FormDetailProvider>,
    `/admin/form/${form.form_id}/rules`,
  );
}
const renderPage = (form?: TForm) => void renderPageWithRouter(form);

const condition = (number = 1) =>
  screen.getByRole('group', { name: ta('rules.condition.title', { number }) });
const action = (number = 1) =>
  screen.getByRole('group', { name: ta('rules.actionRow.title', { number }) });
const field = (group: HTMLElement, label: string) =>
  within(group).getByLabelText(label, { exact: false }) as HTMLSelectElement | HTMLInputElement;
const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);

async function addRule(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: ta('rules.add') }));
  return user;
}

describe('FormRulesPage (doc 2 §5)', () => {
  it('says a form without rules has none, and offers to add one', () => {
    renderPage();
    expect(screen.getByText('Dit formulier heeft nog geen regels.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regel toevoegen' })).toBeTruthy();
  });

  it('says rules need elements first on a form without elements', () => {
    renderPage(formFixture({ schema: [] }));
    expect(screen.getByText(ta('rules.noElements'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Regel toevoegen' })).toBeNull();
  });

  it('offers the operators of the chosen element type', async () => {
    renderPage();
    const user = await addRule();
    const element = field(condition(), ta('rules.condition.element'));
    const operators = () => optionTexts(field(condition(), ta('rules.condition.operator')));

    await user.selectOptions(element, 'leeftijd');
    expect(operators()).toEqual([
      'is gelijk aan',
      'is niet gelijk aan',
      'is groter dan',
      'is groter dan of gelijk aan',
      'is kleiner dan',
      'is kleiner dan of gelijk aan',
      'is leeg',
      'is niet leeg',
    ]);
    await user.selectOptions(element, 'naam');
    expect(operators()).toContain('begint met');
    expect(operators()).not.toContain('is groter dan');
    await user.selectOptions(element, 'akkoord');
    expect(operators()).toEqual(['is leeg', 'is niet leeg']);
    // No value to give for a checkbox.
    expect(
      within(condition()).queryByLabelText(ta('rules.condition.value'), { exact: false }),
    ).toBeNull();
  });

  it('resets an operator the new element does not allow', async () => {
    renderPage();
    const user = await addRule();
    await user.selectOptions(field(condition(), ta('rules.condition.element')), 'leeftijd');
    await user.selectOptions(field(condition(), ta('rules.condition.operator')), '>');
    await user.selectOptions(field(condition(), ta('rules.condition.element')), 'naam');
    expect(field(condition(), ta('rules.condition.operator')).value).toBe('str_equals');
  });

  it('gives a radio a select of its option labels, storing their values', async () => {
    renderPage();
    const user = await addRule();
    await user.selectOptions(field(condition(), ta('rules.condition.element')), 'kleur');
    const value = field(condition(), ta('rules.condition.value'));
    expect(value.tagName).toBe('SELECT');
    expect(optionTexts(value)).toEqual([ta('rules.chooseValue'), 'Rood', 'Blauw']);
    await user.selectOptions(value, 'Blauw');
    expect(value.value).toBe('blauw');
  });

  it('refuses to save without a rule name: the failure alert, the field text, no request', async () => {
    renderPage();
    const user = await addRule();
    await user.selectOptions(field(condition(), ta('rules.condition.element')), 'akkoord');
    await user.selectOptions(field(action(), ta('rules.actionRow.element')), 'naam');
    await user.click(screen.getByRole('button', { name: 'Regels opslaan' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Controleer het formulier. Sommige velden zijn niet of verkeerd ingevuld.',
    );
    const name = screen.getByLabelText(ta('rules.ruleName'), { exact: false });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('validation.required'))).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(fetchSpy).not.toHaveBeenCalled();
    // Nothing is lost: the choices stay.
    expect(field(condition(), ta('rules.condition.element')).value).toBe('akkoord');
  });

  it('saves the rules with the form revision and says so', async () => {
    const form = formFixture();
    fetchSpy.mockImplementation(async (_path, init) => {
      const body = JSON.parse(String(init?.body));
      return new Response(JSON.stringify({ ...form, rules: body.rules, revision_id: 8 }));
    });
    const { router } = renderPageWithRouter(form);
    const user = await addRule();
    await user.type(screen.getByLabelText(ta('rules.ruleName'), { exact: false }), 'Oud genoeg');
    await user.selectOptions(field(condition(), ta('rules.condition.element')), 'leeftijd');
    await user.selectOptions(field(condition(), ta('rules.condition.operator')), '>=');
    await user.type(field(condition(), ta('rules.condition.value')), '18');
    await user.selectOptions(field(action(), ta('rules.actionRow.method')), 'hide');
    await user.selectOptions(field(action(), ta('rules.actionRow.element')), 'akkoord');
    expect(screen.getByText(ta('rules.unsaved'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Regels opslaan' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [path, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/form/f-1');
    expect(init.method).toBe('PATCH');
    const body = JSON.parse(String(init.body));
    expect(body.revision_id).toBe(7);
    const expected: TRule[] = [
      {
        ruleName: 'Oud genoeg',
        ruleForm: '_none',
        condition_group: {
          method: 'AND',
          conditions: [
            { conditionType: 'dataValue', dataName: 'leeftijd', operator: '>=', value: '18' },
          ],
        },
        actions: [{ method: 'hide', dataName: 'akkoord' }],
      },
    ];
    expect(body.rules).toEqual(expected);
    await waitFor(() =>
      expect(toasts()).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Regels zijn opgeslagen' }),
      ),
    );
    // Still here, and clean: nothing left to save.
    expect(screen.queryByText(ta('rules.unsaved'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Regels opslaan' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/form/f-1/rules');
    await act(() => router.navigate('/elders'));
    expect(screen.queryByText(t('form.leavePage'))).toBeNull();
    expect(router.state.location.pathname).toBe('/elders');
  });

  it('lets the page go without a question when nothing changed', async () => {
    const { router } = renderPageWithRouter();
    await act(() => router.navigate('/elders'));
    expect(screen.queryByText(t('form.leavePage'))).toBeNull();
    expect(router.state.location.pathname).toBe('/elders');
  });

  it('asks the spec question when leaving unsaved rules', async () => {
    const { router } = renderPageWithRouter();
    await addRule();
    act(() => void router.navigate('/elders'));
    expect(await screen.findByText(t('form.leavePage'))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/form/f-1/rules');
  });

  it('lets a subform rule use its own elements and those of the main form', async () => {
    renderPage(
      formFixture({
        schema: [
          ...SCHEMA,
          {
            uuid: 'u5',
            name: 'bomen',
            elementType: 'subform',
            label: 'Bomen',
            registrationLabel: 'Boom',
            subform: {
              schema: [{ uuid: 'u6', name: 'hoogte', elementType: 'decimal', label: 'Hoogte' }],
            },
          },
        ],
      }),
    );
    const user = await addRule();
    const ruleForm = screen.getByLabelText(ta('rules.ruleForm'), { exact: false });
    expect(optionTexts(ruleForm)).toEqual(['Hoofdformulier', 'Subformulier Bomen']);
    await user.selectOptions(ruleForm, 'bomen');
    const element = field(condition(), ta('rules.condition.element'));
    expect(within(element).getByRole('option', { name: 'Hoogte (hoogte)' })).toBeTruthy();
    const mainGroup = element.querySelector('optgroup');
    expect(mainGroup?.label).toBe('Hoofdformulier');
    expect(
      within(mainGroup as HTMLElement).getByRole('option', { name: 'Leeftijd (leeftijd)' }),
    ).toBeTruthy();
    // Actions change the subform's own elements only.
    expect(optionTexts(field(action(), ta('rules.actionRow.element')))).toEqual([
      ta('rules.chooseElement'),
      'Hoogte (hoogte)',
    ]);
  });

  it('offers the phase to conditions of a workflow form only', async () => {
    renderPage(formFixture({ form_type: 'workflow' }));
    await addRule();
    const element = field(condition(), ta('rules.condition.element'));
    expect(optionTexts(element)).toContain(`${ta('rules.phase')} (registration_phase)`);
  });

  it('takes typed text into the rules 100 ms after the last key', async () => {
    renderPage();
    await addRule();
    // Only now: the debounce's timers are the ones the test runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const name = screen.getByLabelText(ta('rules.ruleName'), { exact: false }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'A' } });
    act(() => vi.advanceTimersByTime(RULE_INPUT_DEBOUNCE_MS - 1));
    fireEvent.change(name, { target: { value: 'Ab' } });
    // The input shows the keys at once; the rule (its card title) does not have them yet.
    expect(name.value).toBe('Ab');
    const title = () => screen.getByRole('heading', { level: 3 }).textContent;
    expect(title()).toBe('Regel 1');
    act(() => vi.advanceTimersByTime(RULE_INPUT_DEBOUNCE_MS - 1));
    expect(title()).toBe('Regel 1');
    act(() => vi.advanceTimersByTime(1));
    expect(title()).toBe('Ab');
  });
});
