import { afterEach, describe, expect, it } from 'vitest';
import { controlAttributes, installRowFocus, rowAttributes, type TRowControl } from './row-focus';

const CONTROLS: TRowControl[] = ['move', 'edit', 'duplicate', 'remove', 'more'];

/** A row's toolbar as the element list draws it, with `children` rows nested below it. */
function row(uuid: string, children: HTMLElement[] = []): HTMLElement {
  const item = document.createElement('li');
  const toolbar = document.createElement('div');
  for (const [name, value] of Object.entries(rowAttributes(uuid)))
    toolbar.setAttribute(name, value);
  for (const control of CONTROLS) {
    const button = document.createElement('button');
    const { tabIndex, ...data } = controlAttributes(control);
    for (const [name, value] of Object.entries(data)) button.setAttribute(name, value);
    button.tabIndex = tabIndex;
    button.textContent = `${control} ${uuid}`;
    toolbar.append(button);
  }
  item.append(toolbar);
  if (children.length > 0) {
    const nested = document.createElement('ol');
    nested.append(...children);
    item.append(nested);
  }
  return item;
}

const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLElement;
const stops = () =>
  [...document.querySelectorAll<HTMLElement>('button')]
    .filter((b) => b.tabIndex === 0)
    .map((b) => b.textContent);
const press = (key: string, init: KeyboardEventInit = {}) =>
  document.activeElement?.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
/** Lets the list's MutationObserver run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let uninstall = () => {};
afterEach(() => {
  uninstall();
  document.body.replaceChildren();
});

function mount() {
  const list = document.createElement('ol');
  list.append(row('a'), row('s', [row('s1'), row('s2')]), row('b'));
  document.body.append(list);
  uninstall = installRowFocus(list);
  return list;
}

describe('installRowFocus', () => {
  it('puts exactly one control of the list in the Tab order', () => {
    mount();
    expect(stops()).toEqual(['move a']);
  });

  it('moves along a row with Left, Right, Home and End, stopping at its ends', () => {
    mount();
    button('move a').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(button('edit a'));
    press('End');
    expect(document.activeElement).toBe(button('more a'));
    press('ArrowRight');
    expect(document.activeElement).toBe(button('more a'));
    press('Home');
    expect(document.activeElement).toBe(button('move a'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(button('move a'));
    expect(stops()).toEqual(['move a']);
  });

  it("moves up and down the rows in reading order, into and out of a subform's, in the same column", () => {
    mount();
    button('remove a').focus();
    const seen = [];
    for (let i = 0; i < 5; i++) {
      press('ArrowDown');
      seen.push(document.activeElement?.textContent);
    }
    expect(seen).toEqual(['remove s', 'remove s1', 'remove s2', 'remove b', 'remove b']);
    press('ArrowUp');
    expect(document.activeElement).toBe(button('remove s2'));
    expect(stops()).toEqual(['remove s2']);
  });

  it('leaves the arrows to a drag while the handle is pressed, and to modified keys', () => {
    mount();
    const handle = button('move a');
    handle.focus();
    handle.setAttribute('aria-pressed', 'true');
    press('ArrowDown');
    expect(document.activeElement).toBe(handle);
    handle.removeAttribute('aria-pressed');
    press('ArrowDown', { ctrlKey: true });
    expect(document.activeElement).toBe(handle);
  });

  it('gives the Tab stop to another control when its row is removed', async () => {
    const list = mount();
    button('edit b').focus();
    expect(stops()).toEqual(['edit b']);
    list.lastElementChild?.remove();
    await settle();
    expect(stops()).toEqual(['move a']);
  });
});
