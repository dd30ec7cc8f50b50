/**
 * The placeholder screens' note (doc 1-3 screens a later issue builds): its title and, per
 * screen, what comes there, keyed like the screen's title (`ui.page.<page>` in the main
 * catalogue). Here, not in the main catalogue: a filler never sees them, so they stay off the
 * fill path and load with the placeholder screen.
 */
export const placeholderMessages = {
  'ui.wip.title': 'In ontwikkeling',
  'ui.wip.unsendRegistrations':
    'Hier komen de registraties die op dit apparaat wachten om verstuurd te worden, bijvoorbeeld omdat er geen internet was.',
  'ui.wip.iosDebugging':
    "Hier komt een controle van de camera en het kiezen van bestanden op dit apparaat, om problemen met foto's op te sporen.",
  'ui.wip.unsavedRegistrations':
    'Hier komen registraties die dit apparaat niet kon bewaren, zodat ze alsnog te redden zijn.',
  'ui.wip.mapTracking': 'Hier komt de gevolgde route van deze registratie op de kaart.',
  'ui.wip.formIntegrations':
    'Hier komen de koppelingen die registraties doorsturen naar andere systemen.',
  'ui.wip.adminDashboard':
    'Hier komt het overzicht van registraties, credits en schijfruimte van alle klanten.',
  'ui.wip.clientListAdmin': 'Hier komt de lijst van alle klanten, om ze te bekijken en te beheren.',
  'ui.wip.clientCreate': 'Hier komt het aanmaken van een nieuwe klant.',
  'ui.wip.clientListAssigned': 'Hier komen de klanten die u beheert.',
  'ui.wip.clientView': 'Hier komen de gegevens van deze klant: modules, credits en gebruikers.',
  'ui.wip.clientEdit': 'Hier komt het aanpassen van de gegevens van deze klant.',
  'ui.wip.clientModulesBuy': 'Hier komt het kopen van extra modules voor deze klant.',
  'ui.wip.clientUsers': 'Hier komt de lijst van gebruikers van deze klant, met hun rollen.',
  'ui.wip.clientUserAdd': 'Hier komt het toevoegen van een gebruiker aan deze klant.',
  'ui.wip.clientUserEdit': 'Hier komt het aanpassen van de gegevens en rollen van deze gebruiker.',
  'ui.wip.clientUserGroups':
    'Hier komen de groepen van deze klant, om formulieren met meer gebruikers tegelijk te delen.',
  'ui.wip.clientUserGroupEdit': 'Hier komt het aanpassen van de naam en de leden van deze groep.',
  'ui.wip.clientUserGroupAdd': 'Hier komt het aanmaken van een nieuwe groep gebruikers.',
  'ui.wip.clientCredits':
    'Hier komt het overzicht van de credits van deze klant en wanneer ze vervallen.',
  'ui.wip.clientCreditsBuy': 'Hier komt het kopen van extra credits.',
  'ui.wip.clientCreditsAdminAdd':
    'Hier komt het toevoegen van credits aan deze klant door een beheerder.',
  'ui.wip.clientRemove': 'Hier komt het verwijderen van deze klant, na een bevestiging.',
  'ui.wip.datasourceList':
    'Hier komen de databronnen: lijsten en kaartlagen die formulieren kunnen gebruiken.',
  'ui.wip.datasourceView': 'Hier komen de gegevens en de inhoud van deze databron.',
  'ui.wip.datasourceEdit': 'Hier komt het aanpassen van deze databron.',
  'ui.wip.datasourceRemove': 'Hier komt het verwijderen van deze databron, na een bevestiging.',
  'ui.wip.datasourceCreate': 'Hier komt het aanmaken van een nieuwe databron.',
  'ui.wip.guestMap':
    'Hier komt een openbare kaart die iedereen met de link kan bekijken, zonder in te loggen.',
  'ui.wip.userRegister': 'Hier komt het aanmaken van een eigen account bij deze klant.',
} as const;
