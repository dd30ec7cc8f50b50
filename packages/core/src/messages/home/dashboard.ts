/** The dashboard's cards (doc 1 §2.6); its title and the install card's texts the shell shares. */
export const dashboardMessages = {
  'ui.dashboard.welcome': 'Welkom, {name}',
  'ui.dashboard.fill.title': 'Formulieren invullen',
  'ui.dashboard.fill.text': 'Kies een map en vul een formulier in.',
  'ui.dashboard.fill.action': 'Naar de mappen',
  'ui.dashboard.manage.title': 'Formulieren beheren',
  'ui.dashboard.manage.textEdit':
    'Bekijk en bewerk formulieren, mappen, regels, e-mails en registraties.',
  'ui.dashboard.manage.textView':
    'Bekijk formulieren en hun registraties. Bewerken is voor u niet beschikbaar.',
  'ui.dashboard.manage.action': 'Naar formulierbeheer',
  'ui.dashboard.create.title': 'Formulier aanmaken',
  'ui.dashboard.create.text': 'Maak een nieuw formulier aan in een van uw mappen.',
  'ui.dashboard.create.action': 'Nieuw formulier',
  'ui.dashboard.install.manual':
    'Kies in het menu van uw browser "Toevoegen aan beginscherm" of "App installeren".',
  'ui.dashboard.install.installed': 'De app is op dit apparaat geïnstalleerd.',
  'ui.dashboard.attacks.title': 'Verdachte inlogpogingen',
  'ui.dashboard.attacks.text':
    'Op deze accounts is in de afgelopen {minutes} minuten vaak een verkeerd wachtwoord ingevoerd, vanaf meerdere adressen. Adressen die fout raden worden vertraagd; de eigenaar kan met het juiste wachtwoord gewoon inloggen.',
  'ui.dashboard.attacks.row':
    '{email}: {failures} mislukte pogingen vanaf {addresses} adressen, van {first} tot {last}',
} as const;
