import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin';
import { CLIENTS_MESSAGES } from './clients';
import { elementsMessages } from './elements';
import { fillScreensMessages } from './fill-screens';
import { fillUiMessages } from './fill-ui';
import { FILL_WIDGET_MESSAGES } from './fill-widgets';
import { HOME_MESSAGES } from './home';
import { MESSAGES, type TMessageKey, t } from './index';
import { rolesMessages } from './roles';
import { rulesMessages } from './rules';
import { savedFillMessages } from './saved-fill';
import { specTextsShellMessages } from './spec-texts';
import { specTextsClientsMessages } from './spec-texts-clients';
import { specTextsFillingMessages } from './spec-texts-filling';
import { specTextsFormsMessages } from './spec-texts-forms';
import { webUiMessages } from './web-ui';

const PARTS: Record<string, Record<string, string>> = {
  specTextsShell: specTextsShellMessages,
  specTextsFilling: specTextsFillingMessages,
  specTextsForms: specTextsFormsMessages,
  specTextsClients: specTextsClientsMessages,
  elements: elementsMessages,
  rules: rulesMessages,
  roles: rolesMessages,
  webUi: webUiMessages,
  fillUi: fillUiMessages,
  fillScreens: fillScreensMessages,
  savedFill: savedFillMessages,
};

const KEYS = Object.keys(MESSAGES) as TMessageKey[];
const PLACEHOLDER = /\{([A-Za-z]\w*)\}/g;

describe('catalogue', () => {
  it('has no key defined in two parts', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [part, messages] of Object.entries(PARTS)) {
      for (const key of Object.keys(messages)) {
        const first = owner.get(key);
        if (first) clashes.push(`${key} (${first}, ${part})`);
        else owner.set(key, part);
      }
    }
    expect(clashes).toEqual([]);
    expect(KEYS.length).toBe(owner.size);
  });

  it.each(KEYS)('%s has only well-formed {param} placeholders and no blank text', (key) => {
    const text: string = MESSAGES[key];
    expect(text.trim()).not.toBe('');
    expect(text.replace(PLACEHOLDER, '')).not.toMatch(/[{}]/);
  });

  // A sample of the spec's quoted texts, verbatim: one of the catalogues must hold each of them.
  it.each([
    'Registraties konden niet gesynchroniseerd worden.',
    'Weet je zeker dat je deze registratie wilt verwijderen?',
    'Controleer het formulier. Sommige velden zijn niet of verkeerd ingevuld.',
    'De credits zijn op. U kunt dit formulier niet versturen.',
    'Er is iets mis gegaan met het versturen van de registratie.',
    'Formulier is opgeslagen om later verzonden te worden',
    'Er is iets misgegaan met het opruimen de dubbele opgeslagen registratie.',
    'Bestand kon niet geupload worden. Probeer het opnieuw. Filename: {name}',
    'Gevonden locatie niet nauwkeurig genoeg! Locatie moet tot {n}m nauwkeurig zijn (Nu {m}m)',
    'Cameratoegang geweigerd. Sta cameratoegang toe.',
    'U heeft nog geen registraties gedaan.',
    'Betaalde functie {module}',
    "Formuliernaam '{name}' is aangepast.",
    'Kopie van formulier "{name}" is aangemaakt. U bent doorgestuurd naar het nieuwe formulier.',
    'Map kon niet worden verborgen.',
    'Email instellingen konden niet worden aangepast.',
    'Registratie kon niet uit de prullenbak gehaald worden.',
    'Bestand konden niet worden gedownload.',
    'Kon niet kopieren.',
    'Weet je zeker dat je de gebruiker "{user}" wilt verwijderen?',
    'Welkomsmail kon niet verstuurd worden.',
    'Toegangsrechten voor gebruiker {name} is aangepast.',
    'Weet u zeker dat u deze databron wilt verwijderen?',
    'Er kunnen alleen CSV (.csv) bestanden worden geupload',
    'Registratie link is niet geldig. Het formulier bestaat niet of hoort niet bij deze klant.',
    'U heeft nog geen module geselecteerd.',
  ])('holds the spec text %j', (text) => {
    const catalogues = [
      MESSAGES,
      ADMIN_MESSAGES,
      CLIENTS_MESSAGES,
      HOME_MESSAGES,
      FILL_WIDGET_MESSAGES,
    ];
    expect(catalogues.flatMap((catalogue) => Object.values<string>(catalogue))).toContain(text);
  });

  it("keeps the fill path's texts in the main catalogue, the entry chunk's", () => {
    for (const key of [
      'fill.sent',
      'validation.required',
      'fillScreen.loading',
      'ui.folders.title',
    ]) {
      expect(MESSAGES).toHaveProperty(key);
    }
  });
});

describe('t', () => {
  it.each([
    ['client.switched', { client: 'Demo Gemeente' }, 'Je kan nu met klant "Demo Gemeente" werken.'],
    ['selection.count', { count: 0, max: 1 }, '0 / 1'],
    ['forms.copyName', { name: '$x$ {y}' }, 'Kopie van $x$ {y}'],
  ] as const)('fills %s', (key, params, expected) => {
    expect(t(key, params as never)).toBe(expected);
  });

  it('returns a message without placeholders as it is', () => {
    expect(t('folders.empty')).toBe('Er zijn geen mappen gevonden voor de huidige klant');
  });

  it('leaves a placeholder whose parameter is missing', () => {
    expect(t('premium.title', {} as never)).toBe('Betaalde functie {module}');
  });

  it('leaves no placeholder behind when every parameter is given', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), fc.stringMatching(/^[a-z0-9 ]*$/), (key, value) => {
        const params = Object.fromEntries(
          [...MESSAGES[key].matchAll(PLACEHOLDER)].map((m) => [m[1], value]),
        );
        expect(t(key, params as never)).not.toMatch(PLACEHOLDER);
      }),
    );
  });
});
