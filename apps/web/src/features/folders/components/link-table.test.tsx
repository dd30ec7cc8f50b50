import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { LinkTable } from './link-table';

const rows = [
  { key: 2, name: 'Zwerfvuil', to: '/form/b/1', icon: null },
  { key: 1, name: 'Afval', to: '/form/a/1', icon: null },
];

describe('LinkTable', () => {
  it('lists the rows by name, each name a link to its target', () => {
    renderScreen(<LinkTable column="Formulier" rows={rows} testId="t" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Afval', 'Zwerfvuil']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/form/a/1', '/form/b/1']);
  });

  it('opens the target when the row is clicked outside the link', async () => {
    const { router } = renderScreen(<LinkTable column="Formulier" rows={rows} testId="t" />);
    const cell = screen.getByText('Zwerfvuil').closest('td');
    if (!cell) throw new Error('no cell');
    await userEvent.setup().click(cell);
    expect(router.state.location.pathname).toBe('/form/b/1');
  });
});
