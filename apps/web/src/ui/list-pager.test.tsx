import { PAGE_SIZE_ALL } from '@eform/core/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageCount, pageRows } from '../lib/paging';
import { renderWithProviders } from '../test/render';
import { ListPagination, PageSizeSelect, usePaging } from './list-pager';

const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => `rij ${i + 1}`);

/** A list as the screens wire it: the select above, the rows of the page, the pager below. */
function List({ count, onSize }: { count: number; onSize?: (size: number) => void }) {
  const paging = usePaging({ onSize });
  const rows = rowsOf(count);
  return (
    <>
      <PageSizeSelect
        label="Per pagina"
        allLabel="Alle"
        value={paging.size}
        onChange={paging.setSize}
      />
      <ul>
        {pageRows(rows, paging.size, paging.page).map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <ListPagination
        pages={pageCount(count, paging.size)}
        page={paging.page}
        onChange={paging.setPage}
        previousLabel="Vorige pagina"
        nextLabel="Volgende pagina"
      />
    </>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const active = () =>
  screen.getAllByRole('button').find((button) => button.hasAttribute('data-active'))?.textContent;

describe('list pager', () => {
  it('shows every row and no pager at the default size, all', () => {
    renderWithProviders(<List count={27} />);
    const select = screen.getByLabelText('Per pagina') as HTMLSelectElement;
    expect(select.value).toBe(String(PAGE_SIZE_ALL));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
      'Alle',
    ]);
    expect(shown()).toHaveLength(27);
    expect(screen.queryByRole('button', { name: 'Volgende pagina' })).toBeNull();
  });

  it('pages at the chosen size and goes back to page 1 when the size changes', async () => {
    const user = userEvent.setup();
    const onSize = vi.fn();
    renderWithProviders(<List count={27} onSize={onSize} />);
    await user.selectOptions(screen.getByLabelText('Per pagina'), '10');
    expect(onSize).toHaveBeenCalledWith(10);
    expect(shown()).toEqual(rowsOf(10));
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(shown()).toEqual(rowsOf(27).slice(20));
    await user.selectOptions(screen.getByLabelText('Per pagina'), '25');
    expect(shown()).toEqual(rowsOf(25));
    expect(active()).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(shown()).toEqual(['rij 26', 'rij 27']);
  });

  it('shows the last page when the rows shrink under the current page', async () => {
    function Shrinking() {
      const [count, setCount] = useState(27);
      return (
        <>
          <button type="button" onClick={() => setCount(15)}>
            minder
          </button>
          <List count={count} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Shrinking />);
    await user.selectOptions(screen.getByLabelText('Per pagina'), '10');
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'minder' }));
    expect(shown()).toEqual(rowsOf(15).slice(10));
    expect(active()).toBe('2');
  });

  it('follows a size the caller holds', async () => {
    function Held() {
      const [size, setSize] = useState(25);
      const paging = usePaging({ size, onSize: setSize });
      return (
        <>
          <PageSizeSelect label="Per pagina" value={paging.size} onChange={paging.setSize} />
          <output>{size}</output>
        </>
      );
    }
    renderWithProviders(<Held />);
    const select = screen.getByLabelText('Per pagina') as HTMLSelectElement;
    expect(select.value).toBe('25');
    await userEvent.setup().selectOptions(select, '50');
    expect(within(document.body).getByRole('status').textContent).toBe('50');
  });

  it('the pager alone: hidden at one page; named, with named previous and next; used by keyboard', async () => {
    function Pager({ pages, centered }: { pages: number; centered?: boolean }) {
      const [page, setPage] = useState(2);
      return (
        <ListPagination
          pages={pages}
          page={page}
          onChange={setPage}
          centered={centered}
          label="Pagina's"
          previousLabel="Vorige pagina"
          nextLabel="Volgende pagina"
        />
      );
    }
    const single = renderWithProviders(<Pager pages={1} />);
    expect(screen.queryByRole('button')).toBeNull();
    single.unmount();

    const user = userEvent.setup();
    renderWithProviders(<Pager pages={4} centered />);
    const pager = screen.getByLabelText("Pagina's");
    // `centered`: a row of its own, centred (the filler's lists).
    expect(pager.parentElement?.style.getPropertyValue('--group-justify')).toBe('center');
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Vorige pagina', '1', '2', '3', '4', 'Volgende pagina']);
    expect(active()).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Vorige pagina' }));
    expect(active()).toBe('1');
    expect(screen.getByRole('button', { name: 'Vorige pagina' }).hasAttribute('disabled')).toBe(
      true,
    );
    // Keyboard: tab onto a page and choose it with Enter, then on to 'next' and press Space.
    screen.getByRole('button', { name: '2' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '3' }));
    await user.keyboard('{Enter}');
    expect(active()).toBe('3');
    screen.getByRole('button', { name: 'Volgende pagina' }).focus();
    await user.keyboard(' ');
    expect(active()).toBe('4');
    expect(screen.getByRole('button', { name: 'Volgende pagina' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
