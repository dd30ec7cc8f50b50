import { describe, expect, it } from 'vitest';
import { integrationProblems, isHookUrl, ZWebhookIntegrationsInput } from './integrations';

describe('a hook URL', () => {
  it.each([
    ['https://example.nl/hook', true],
    ['http://example.nl:8080/a?b=c', true],
    ['https://example.nl', true],
    ['ftp://example.nl', false],
    ['example.nl/hook', false],
    ['https:///hook', false],
    ['https://user@example.nl', false],
    ['https://exa mple.nl', false],
    [`https://example.nl/${'a'.repeat(2048)}`, false],
  ])('%s is %s', (url, ok) => {
    expect(isHookUrl(url)).toBe(ok);
  });
});

describe('the rules of an integration (doc 2 §5)', () => {
  it('wants a name and, for post-to-url, a URL', () => {
    expect(integrationProblems({ hook_name: ' ', hook_type: 'post-to-url' })).toEqual([
      { field: 'hook_name', message: 'Naam is verplicht' },
      { field: 'hook_url', message: 'URL is verplicht' },
    ]);
    expect(
      integrationProblems({ hook_name: 'a', hook_type: 'post-to-url', hook_url: 'nope' }),
    ).toEqual([{ field: 'hook_url', message: 'Geen geldige URL (begin met https:// of http://)' }]);
  });

  it('wants a valid merged e-mail for schouten-merge-registrations, and no URL', () => {
    expect(
      integrationProblems({ hook_name: 'a', hook_type: 'schouten-merge-registrations' }),
    ).toEqual([{ field: 'merged_registration_email', message: 'E-mailadres is verplicht' }]);
    expect(
      integrationProblems({
        hook_name: 'a',
        hook_type: 'schouten-merge-registrations',
        merged_registration_email: 'geen-adres',
      }),
    ).toEqual([{ field: 'merged_registration_email', message: 'Geen geldig e-mailadres' }]);
    expect(
      integrationProblems({
        hook_name: 'a',
        hook_type: 'schouten-merge-registrations',
        merged_registration_email: 'schouw@gemeente.nl',
      }),
    ).toEqual([]);
  });

  it('wants for Signalen the base URL, a category and a location', () => {
    expect(
      integrationProblems({
        hook_name: 's',
        hook_type: 'sia-signal-create',
        hook_url: 'https://api.example.nl',
      }),
    ).toEqual([
      { field: 'sia.category_url', message: 'Categorie is verplicht' },
      { field: 'sia.location_element', message: 'Kies een locatie-element of een vaste locatie' },
    ]);
    const sia = {
      text: '$omschrijving$',
      category_url:
        'https://api.example.nl/signals/v1/public/terms/categories/afval/sub_categories/zwerfvuil',
      fixed_lat: 52.37,
      fixed_lon: 4.9,
      sharing_allowed: false,
      photo_elements: [],
      source: 'eForm',
    };
    expect(
      integrationProblems({
        hook_name: 's',
        hook_type: 'sia-signal-create',
        hook_url: 'https://api.example.nl',
        sia,
      }),
    ).toEqual([]);
  });

  it('names webhook_integrations.<index>.<field> in the parse error of a save', () => {
    const result = ZWebhookIntegrationsInput.safeParse([
      { hook_name: 'ok', hook_type: 'post-to-url', hook_url: 'https://example.nl' },
      { hook_name: 'x', hook_type: 'post-to-url', hook_url: 'mailto:a@b.nl' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['1.hook_url']);
  });
});
