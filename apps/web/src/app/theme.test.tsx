import { t } from '@eform/core/messages';
import {
  DEFAULT_THEME,
  MantineProvider,
  Menu,
  mergeMantineTheme,
  Notification,
} from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, readableOn, theme } from './theme';

/** `top` laid over `bottom` (both #rrggbb) at `amount` opacity, as #rrggbb: Mantine's hover tint. */
function overlay(top: string, bottom: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [channels(top), channels(bottom)];
  return `#${a
    .map((value, i) => Math.round(value * amount + (b[i] ?? 0) * (1 - amount)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(merged).light;

/** A colour value of the resolver, with `var(--mantine-color-x-n)` looked up in the palette. */
function resolve(value: string | undefined): string {
  const shade = value?.match(/^var\(--mantine-color-(\w+)-(\d)\)$/);
  if (shade) return merged.colors[shade[1] as string]?.[Number(shade[2])] as string;
  if (!value) throw new Error('no value');
  return value;
}

describe('theme colours (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it('reads secondary text and error messages at AA on white and on the shell background', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-error']) {
      const color = resolve(light[variable]);
      for (const background of ['#ffffff', merged.colors.gray[0]]) {
        expect(contrastRatio(color, background), `${variable} on ${background}`).toBeGreaterThan(
          4.5,
        );
      }
    }
  });

  it("reads every colour's light variant (badges, alerts) at AA, on its background and hover", () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const text = light[`--mantine-color-${name}-light-color`] ?? shades[9];
      for (const background of [shades[1], shades[2]]) {
        expect(contrastRatio(text, background), `${name} light`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // The environment badge (orange) read at 3.6:1 before.
    expect(light['--mantine-color-orange-light-color']).toBeDefined();
  });

  it("reads white on every colour's filled variant (buttons) at AA, also on hover", () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const filled = light[`--mantine-color-${name}-filled`] ?? shades[7];
      const hover = light[`--mantine-color-${name}-filled-hover`] ?? shades[8];
      for (const background of [filled, hover]) {
        expect(contrastRatio('#ffffff', background), `${name} filled`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // The red delete buttons read at 3.8:1 before.
    expect(light['--mantine-color-red-filled']).toBeDefined();
  });

  it("reads every colour's outline variant (text and border) at AA on white, the shell and hover", () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const outline = light[`--mantine-color-${name}-outline`] ?? shades[7];
      // Mantine's hover lays 5 % of the colour over the background.
      const hover = overlay(shades[7], merged.colors.gray[0], 0.05);
      for (const background of ['#ffffff', merged.colors.gray[0], hover]) {
        expect(contrastRatio(outline, background), `${name} outline`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // The red 'Naar prullenbak' read at 3.6:1 on the shell's gray.0 before.
    expect(light['--mantine-color-red-outline']).toBeDefined();
  });

  it('leaves a colour that already reads at AA as it is', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    expect(contrastRatio(readableOn('#fd7e14', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme components', () => {
  it("names a toast's close button, which shows only an icon", () => {
    render(
      <MantineProvider theme={theme}>
        <Notification title={t('ui.serverNotification.title')}>{t('ui.app.loading')}</Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: t('ui.common.close') })).toBeTruthy();
  });

  it('opens a menu holding nothing but its items (axe: aria-required-children)', async () => {
    render(
      <MantineProvider theme={theme}>
        <Menu defaultOpened>
          <Menu.Target>
            <button type="button">Exporteren</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>CSV</Menu.Item>
            <Menu.Item>Excel (XLSX)</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>,
    );
    const menu = await screen.findByRole('menu');
    expect([...menu.children].map((child) => child.getAttribute('role'))).toEqual([
      'menuitem',
      'menuitem',
    ]);
  });

  it("opens a menu beside its button, inside the page's landmark (axe: region)", async () => {
    render(
      <MantineProvider theme={theme}>
        <main>
          <Menu defaultOpened>
            <Menu.Target>
              <button type="button">Acties</button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item>Verwijderen</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </main>
      </MantineProvider>,
    );
    expect((await screen.findByRole('menu')).closest('main')).not.toBeNull();
  });
});
