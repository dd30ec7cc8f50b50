import { SEARCH_OPTION_DISPLAY_LIMIT } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { createFillStore, type TFillMode } from '../../lib/fill-store/fill-store';
import { el, required, rule } from '../../lib/fill-store/fixtures.test-support';
import { FormRenderer } from '../renderer/form-renderer';

const item = (id: number, name: string) => ({ id, name, data: { code: `c${id}` } });

/**
 * fetch answering as the server does for a list larger than the device keeps: the first 50 by
 * name without q, else the first 50 whose name contains q (any case); never complete.
 */
/**
 * fetch answering a large list's server search; the answer to `held` (a query) waits until
 * `release()`, so what shows while it is asked can be seen however slow the machine is.
 */
function stubLargeList(names: string[], held?: string) {
  const items = names.map((name, i) => ({ id: i + 1, name, data: {} }));
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (url: string) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q')?.toLowerCase() ?? '';
    if (held !== undefined && q === held) await gate;
    const found = items.filter((one) => one.name.toLowerCase().includes(q));
    return Response.json({
      json: found.slice(0, SEARCH_OPTION_DISPLAY_LIMIT),
      complete: found.length <= SEARCH_OPTION_DISPLAY_LIMIT,
      items_count: items.length,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return Object.assign(fetch, { release });
}

const TREES = [item(1, 'Eik'), item(2, 'Beuk'), item(3, 'Esdoorn'), item(4, 'Els (gekapt)')];

/** fetch answering the datasource's search options (or `status` with an error body). */
function stubOptions(items: unknown[], status = 200) {
  const fetch = vi.fn(async (_url: string) =>
    status === 200
      ? Response.json({ json: items, complete: true, items_count: items.length })
      : Response.json({ code: 'NOT_FOUND', message: 'Niet gevonden' }, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function search(settings: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return el('boom', 'search', {
    label: 'Boom',
    searchSettings: { datasourceId: 7, maxValues: 1, ...settings },
    ...extra,
  });
}

async function renderSearch(
  element: ReturnType<typeof search>,
  values: Record<string, unknown> = {},
  mode: TFillMode = 'fill',
  guestId?: string,
) {
  const store = createFillStore({ schema: [element], values, mode, guestId });
  // env 'test': the drop-down opens without a transition jsdom never ends.
  renderWithProviders(<FormRenderer store={store} />);
  await waitFor(() => expect(screen.queryByText(t('fill.element.loading'))).toBeNull());
  return store;
}

/** The search input, once the options are loaded. */
async function input() {
  await waitFor(() => expect(screen.queryByText(tw('fill.search.loading'))).toBeNull());
  return screen.getByLabelText(/^Boom/);
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search element', () => {
  it('asks the datasource for its search options', async () => {
    const fetch = stubOptions(TREES);
    await renderSearch(search({}));
    await input();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/datasource/7?format=search');
  });

  it('filled through a guest link: asks through the guest route', async () => {
    const fetch = stubOptions(TREES);
    await renderSearch(search({}), {}, 'fill', 'gast-1');
    await input();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/guest/form/gast-1/datasource/7?format=search');
  });

  it('maxValues 1: one choice, stored as a list of one {id, name, data}; no count', async () => {
    stubOptions(TREES);
    const store = await renderSearch(search({ maxValues: 1 }));
    await userEvent.click(await input());
    await userEvent.click(screen.getByRole('option', { name: 'Beuk' }));
    expect(store.getValues().boom).toEqual([{ id: 2, name: 'Beuk', data: { code: 'c2' } }]);
    await userEvent.click(screen.getByLabelText('Boom'));
    await userEvent.click(screen.getByRole('option', { name: 'Eik' }));
    expect(store.getValues().boom).toEqual([{ id: 1, name: 'Eik', data: { code: 'c1' } }]);
    expect(screen.queryByText(tw('fill.search.count', { count: 1, max: 1 }))).toBeNull();
  });

  it('maxValues above 1: several up to the max with x / max; a further one cannot be chosen', async () => {
    stubOptions(TREES);
    const store = await renderSearch(search({ maxValues: 2 }));
    expect(await screen.findByText('0 / 2')).toBeTruthy();
    await userEvent.click(await input());
    await userEvent.click(screen.getByRole('option', { name: 'Eik' }));
    await userEvent.click(screen.getByRole('option', { name: 'Beuk' }));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Boom'));
    const esdoorn = screen.queryByRole('option', { name: 'Esdoorn' });
    if (esdoorn) await userEvent.click(esdoorn);
    expect(store.getValues().boom).toEqual([
      { id: 1, name: 'Eik', data: { code: 'c1' } },
      { id: 2, name: 'Beuk', data: { code: 'c2' } },
    ]);
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });

  it('works with the keyboard: arrows and Enter choose; the hint is tied to the input', async () => {
    const many = Array.from({ length: 60 }, (_, i) => item(i + 1, `Straat ${i + 1}`));
    stubOptions(many);
    const store = await renderSearch(search({ maxValues: 2 }));
    const field = await input();
    field.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(store.getValues().boom).toEqual([{ id: 1, name: 'Straat 1', data: { code: 'c1' } }]);
    const hint = screen.getByText(tw('fill.search.more', { limit: SEARCH_OPTION_DISPLAY_LIMIT }));
    expect(field.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('typing filters case-insensitively', async () => {
    stubOptions(TREES);
    await renderSearch(search({ maxValues: 3 }));
    await userEvent.type(await input(), 'ES');
    expect(optionNames()).toEqual(['Esdoorn']);
    await userEvent.clear(screen.getByLabelText('Boom'));
    await userEvent.type(screen.getByLabelText('Boom'), 'e');
    expect(optionNames()).toEqual(['Eik', 'Beuk', 'Esdoorn', 'Els (gekapt)']);
    await userEvent.type(screen.getByLabelText('Boom'), 'xyz');
    expect(screen.getByText(tw('fill.search.nothingFound'))).toBeTruthy();
  });

  it(`shows at most ${SEARCH_OPTION_DISPLAY_LIMIT} options, with a hint to type further`, async () => {
    const many = Array.from({ length: 120 }, (_, i) => item(i + 1, `Straat ${i + 1}`));
    stubOptions(many);
    await renderSearch(search({}));
    await userEvent.click(await input());
    expect(optionNames()).toHaveLength(SEARCH_OPTION_DISPLAY_LIMIT);
    const hint = tw('fill.search.more', { limit: SEARCH_OPTION_DISPLAY_LIMIT });
    expect(screen.getByText(hint)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Boom'), 'straat 11');
    // Straat 11 and 110-119.
    expect(optionNames()).toHaveLength(11);
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('a list too large for the device is searched on the server as the filler types', async () => {
    const names = Array.from({ length: 30_000 }, (_, i) => `Straat ${i + 1}`);
    const fetch = stubLargeList(names, 'xyz');
    const store = await renderSearch(search({ maxValues: 2 }));
    const field = await input();
    await userEvent.click(field);
    // The first 50 by name, with the hint: the list has more.
    expect(optionNames()).toHaveLength(SEARCH_OPTION_DISPLAY_LIMIT);
    const hint = tw('fill.search.more', { limit: SEARCH_OPTION_DISPLAY_LIMIT });
    expect(screen.getByText(hint)).toBeTruthy();
    // Pasted at once (typed key by key, a loaded machine may ask for a part first: debounced,
    // not a promise of one request however slow the keys come).
    await userEvent.paste('straat 2999');
    await waitFor(() => expect(optionNames()).toContain('Straat 29999'));
    // Straat 2999 and 29990-29999: all of them, so no hint; one request for the whole query.
    expect(optionNames()).toHaveLength(11);
    expect(screen.queryByText(hint)).toBeNull();
    const asked = fetch.mock.calls.map(([url]) => url).filter((url) => url.includes('q='));
    expect(asked).toEqual(['/api/datasource/7?format=search&q=straat+2999']);
    await userEvent.click(screen.getByRole('option', { name: 'Straat 29999' }));
    expect(store.getValues().boom).toEqual([{ id: 29999, name: 'Straat 29999', data: {} }]);
    // A query nothing matches: 'searching' until the answer, then 'nothing found'.
    await userEvent.type(field, 'xyz');
    expect(await screen.findByText(tw('fill.search.searching'))).toBeTruthy();
    fetch.release();
    expect(await screen.findByText(tw('fill.search.nothingFound'))).toBeTruthy();
  });

  it('offline, a list too large for the device says so; the chosen item stays', async () => {
    stubLargeList(Array.from({ length: 30_000 }, (_, i) => `Straat ${i + 1}`));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = await renderSearch(search({}), { boom: [item(12, 'Straat 12')] });
    expect(await screen.findByText(tw('fill.search.tooLargeOffline'))).toBeTruthy();
    expect(screen.getByText('Straat 12')).toBeTruthy();
    expect(store.getValues().boom).toEqual([item(12, 'Straat 12')]);
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(((await input()) as HTMLInputElement).value).toBe('Straat 12');
    expect(screen.queryByText(tw('fill.search.tooLargeOffline'))).toBeNull();
  });

  it('itemStyles colour matching items; the others are green', async () => {
    stubOptions(TREES);
    await renderSearch(search({ itemStyles: [{ text: 'GEKAPT', color: '#ff0000' }] }));
    await userEvent.click(await input());
    const dot = (name: string) =>
      screen.getByRole('option', { name }).querySelector('span[aria-hidden]') as HTMLElement;
    expect(dot('Els (gekapt)').style.background).toBe('#ff0000');
    expect(dot('Eik').style.background).toBe('green');
    // The chosen items keep their colour.
    await userEvent.click(screen.getByRole('option', { name: 'Els (gekapt)' }));
    const chosen = (await input()).parentElement?.querySelector('span[aria-hidden]') as HTMLElement;
    expect(chosen.style.background).toBe('#ff0000');
  });

  it.each([
    ['setHidden', ['Eik', 'Esdoorn', 'Els (gekapt)']],
    ['doNothing', ['Beuk', 'Eik', 'Esdoorn', 'Els (gekapt)']],
  ] as const)(
    'itemAction %s: a chosen item leaves the results or stays listed',
    async (itemAction, names) => {
      stubOptions(TREES);
      await renderSearch(search({ maxValues: 3, itemAction }));
      await userEvent.click(await input());
      await userEvent.click(screen.getByRole('option', { name: 'Beuk' }));
      await userEvent.click(await input());
      expect(optionNames()).toEqual(names);
    },
  );

  it('required: the required message after validate(), gone once an item is chosen', async () => {
    stubOptions(TREES);
    const store = await renderSearch(search({}, required));
    const field = await input();
    act(() => {
      store.validate();
    });
    expect(screen.getByText(t('validation.required'))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(field);
    await userEvent.click(screen.getByRole('option', { name: 'Eik' }));
    await waitFor(() => expect(screen.queryByText(t('validation.required'))).toBeNull());
  });

  it('a rule on the search field (str_equals, case-insensitive) reacts to the chosen item', async () => {
    stubOptions(TREES);
    const store = createFillStore({
      schema: [search({ maxValues: 2 }), el('reden', 'text', { label: 'Reden' })],
      rules: [rule([['boom', 'str_equals', 'BEUK']], [['hide', 'reden']])],
      mode: 'fill',
    });
    renderWithProviders(<FormRenderer store={store} />);
    await userEvent.click(await input());
    expect(screen.getByLabelText('Reden')).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Beuk' }));
    await waitFor(() => expect(screen.queryByLabelText('Reden')).toBeNull());
  });

  it('a stored choice shows, also when the datasource no longer has it; read-only lists names', async () => {
    stubOptions(TREES);
    const value = [{ id: 99, name: 'Linde', data: {} }];
    await renderSearch(search({}), { boom: value });
    expect(((await input()) as HTMLInputElement).value).toBe('Linde');
    await renderSearch(search({ maxValues: 3 }), { boom: [...value, TREES[0]] }, 'readonly');
    expect(screen.getByText('Linde, Eik')).toBeTruthy();
  });

  it('no datasource set: a note, no request', async () => {
    const fetch = stubOptions(TREES);
    await renderSearch(search({ datasourceId: null }));
    expect(await screen.findByText(tw('fill.search.noDatasource'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('datasource gone (404): a note; the value already chosen stays visible', async () => {
    stubOptions([], 404);
    await renderSearch(search({}), { boom: [TREES[0]] });
    expect(await screen.findByText(tw('fill.search.gone'))).toBeTruthy();
    expect(screen.getByText('Eik')).toBeTruthy();
  });

  it('no answer (offline, never loaded): the offline note and a retry that loads them', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await renderSearch(search({}));
    expect(await screen.findByText(tw('fill.search.offline'))).toBeTruthy();
    stubOptions(TREES);
    await userEvent.click(screen.getByRole('button', { name: tw('fill.search.retry') }));
    await userEvent.click(await screen.findByLabelText('Boom'));
    expect(screen.getByRole('option', { name: 'Eik' })).toBeTruthy();
  });

  it('a server failure: the failure note, the form stays', async () => {
    stubOptions([], 500);
    await renderSearch(search({}));
    expect(await screen.findByText(tw('fill.search.failed'))).toBeTruthy();
  });
});
