import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGE_PARTS } from './admin';
import { CLIENTS_MESSAGE_PARTS, CLIENTS_MESSAGES, tc } from './clients';
import { FILL_WIDGET_MESSAGE_PARTS, FILL_WIDGET_MESSAGES } from './fill-widgets';
import { HOME_MESSAGE_PARTS, HOME_MESSAGES, th } from './home';
import { MESSAGES } from './index';
import { SERVER_ONLY_MESSAGE_PARTS, SERVER_ONLY_MESSAGES, ts } from './server-only';

/** Every catalogue beside the main one: lazily loaded screens' texts. */
const CATALOGUES: Record<string, Record<string, Record<string, string>>> = {
  admin: ADMIN_MESSAGE_PARTS,
  clients: CLIENTS_MESSAGE_PARTS,
  fillWidgets: FILL_WIDGET_MESSAGE_PARTS,
  home: HOME_MESSAGE_PARTS,
  serverOnly: SERVER_ONLY_MESSAGE_PARTS,
};

describe('catalogues beside the main one', () => {
  it('define every key once: in one part of one catalogue, never also in the main one', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [catalogue, parts] of Object.entries(CATALOGUES)) {
      for (const [part, messages] of Object.entries(parts)) {
        for (const key of Object.keys(messages)) {
          const first = owner.get(key) ?? (key in MESSAGES ? 'main' : undefined);
          if (first) clashes.push(`${key} (${first}, ${catalogue}.${part})`);
          else owner.set(key, `${catalogue}.${part}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(
    Object.entries({
      ...CLIENTS_MESSAGES,
      ...HOME_MESSAGES,
      ...SERVER_ONLY_MESSAGES,
      ...FILL_WIDGET_MESSAGES,
    }),
  )('%s is a non-blank text with well-formed placeholders', (_key, text) => {
    expect(text.trim()).not.toBe('');
    expect(text.replace(/\{([A-Za-z]\w*)\}/g, '')).not.toMatch(/[{}]/);
  });

  it('fill placeholders like t()', () => {
    expect(tc('clients.created', { name: 'Demo Gemeente' })).toBe(
      'Klant Demo Gemeente is aangemaakt.',
    );
    expect(th('ui.dashboard.welcome', { name: 'Jan' })).toBe('Welkom, Jan');
    expect(th('ui.terms.save')).toBe('Opslaan');
    expect(ts('server.start.open', { url: 'http://localhost:3000' })).toBe(
      'Open http://localhost:3000',
    );
  });
});
