import type { TForm } from '@eform/core/api';
import { assignElementUuids, ZSchema } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { listTokens } from '@eform/core/tokens';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { FormDetailProvider } from '../../form-admin-kit';
import { TokensList } from './tokens-list';
import { TokensPanel } from './tokens-panel';

const schema = ZSchema.parse(
  assignElementUuids([
    { name: 'kop', label: 'Kop', elementType: 'header' },
    { name: 'naam', label: 'Naam', elementType: 'text' },
    {
      name: 'bomen',
      label: 'Bomen',
      elementType: 'subform',
      subform: { schema: [{ name: 'soort', label: 'Soort', elementType: 'text' }] },
    },
  ]),
);

const chip = (token: string) =>
  screen.getByRole('button', { name: ta('tokensPanel.copy', { token }) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TokensPanel', () => {
  it('is collapsed at first and lists the form tokens with the note once opened', async () => {
    const user = userEvent.setup();
    // The panel reads only the schema of the shell's form.
    const form = { form_id: 'f1', schema } as unknown as TForm;
    renderScreen(
      <FormDetailProvider form={form}>
        <TokensPanel />
      </FormDetailProvider>,
    );
    const panel = screen.getByTestId('tokens-panel');
    expect(within(panel).getByRole('heading', { name: ta('tokens.title') })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: ta('tokensPanel.expand') });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('tokens-list')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe(ta('tokensPanel.collapse'));
    expect(screen.getByText(ta('tokens.note'))).toBeTruthy();
    expect(chip('$naam$').textContent).toBe('$naam$');
    // A header has no value, so no token.
    expect(screen.queryByTestId('tokens-entry-kop')).toBeNull();
  });
});

describe('TokensList', () => {
  it('shows nested subform tokens behind Toon tokens / Verberg tokens', async () => {
    const user = userEvent.setup();
    renderScreen(<TokensList schema={schema} />);
    const entry = screen.getByTestId('tokens-entry-bomen');
    const toggle = within(entry).getByRole('button', { name: ta('tokens.show') });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('tokens-entry-soort')).toBeNull();

    await user.click(toggle);
    expect(toggle.textContent).toBe(ta('tokens.hide'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const nested = within(entry).getByTestId('tokens-entry-soort');
    expect(within(nested).getByText('Soort')).toBeTruthy();
    expect(within(nested).getByText(te('element.type.text'))).toBeTruthy();

    await user.click(toggle);
    expect(toggle.textContent).toBe(ta('tokens.show'));
    expect(screen.queryByTestId('tokens-entry-soort')).toBeNull();
  });

  it('copies the token with its dollar signs when the chip is pressed', async () => {
    const user = userEvent.setup();
    renderScreen(<TokensList schema={schema} />);
    await user.click(chip('$naam$'));
    expect(await navigator.clipboard.readText()).toBe('$naam$');
  });

  it('passes the options to listTokens: prefix, table-row marker and subform index', async () => {
    const user = userEvent.setup();
    renderScreen(
      <TokensList
        schema={schema}
        prefixSubformTokens
        subformTokenType="tablerow"
        includeSubformIndex
        includeRegistrationTokens={false}
      />,
    );
    expect(chip('$-w:tr bomen$')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ta('tokens.show') }));
    expect(chip('$bomen.soort$')).toBeTruthy();
    expect(chip('$bomen.subform_index$')).toBeTruthy();
    expect(screen.queryByText(t('element.token.formName'))).toBeNull();
  });

  it('shows the registration tokens by default and no subform index', async () => {
    const user = userEvent.setup();
    renderScreen(<TokensList schema={schema} />);
    expect(chip('$form_name$')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ta('tokens.show') }));
    expect(chip('$soort$')).toBeTruthy();
    expect(screen.queryByTestId('tokens-entry-subform_index')).toBeNull();
  });

  it('logs an error when given both a token list and a schema, and shows the list', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tokens = listTokens(schema, { includeRegistrationTokens: false }).slice(0, 1);
    renderScreen(<TokensList schema={schema} tokens={tokens} />);
    expect(error).toHaveBeenCalledTimes(1);
    expect(chip('$naam$')).toBeTruthy();
    expect(screen.queryByTestId('tokens-entry-bomen')).toBeNull();
  });

  it('logs nothing for a token list alone, and says so when it is empty', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<TokensList tokens={[]} withNote={false} />);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByTestId('tokens-empty').textContent).toBe(ta('tokensPanel.empty'));
    expect(screen.queryByText(ta('tokens.note'))).toBeNull();
  });
});
