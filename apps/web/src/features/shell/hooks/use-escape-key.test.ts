import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEscapeKey } from './use-escape-key';

afterEach(() => {
  document.body.innerHTML = '';
});

function press(target: Element, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('useEscapeKey (the menu drawer closes with Escape)', () => {
  it('calls back on Escape anywhere on the page and takes the key', () => {
    const onEscape = vi.fn();
    renderHook(() => useEscapeKey(onEscape));
    const event = press(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    press(document.body, { key: 'Esc' });
    expect(onEscape).toHaveBeenCalledTimes(2);
  });

  it('leaves other keys, Escape with a modifier, and Escape in a field alone', () => {
    const onEscape = vi.fn();
    renderHook(() => useEscapeKey(onEscape));
    press(document.body, { key: 'Enter' });
    press(document.body, { key: 'Escape', shiftKey: true });
    press(document.body, { key: 'Escape', ctrlKey: true });
    for (const tag of ['input', 'textarea', 'select']) {
      const field = document.body.appendChild(document.createElement(tag));
      expect(press(field, { key: 'Escape' }).defaultPrevented).toBe(false);
    }
    const editable = document.body.appendChild(document.createElement('div'));
    editable.contentEditable = 'true';
    // jsdom does not derive isContentEditable from the attribute.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    press(editable, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('stops listening when the shell unmounts', () => {
    const onEscape = vi.fn();
    const { unmount } = renderHook(() => useEscapeKey(onEscape));
    unmount();
    press(document.body, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
  });
});
