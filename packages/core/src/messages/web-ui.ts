/**
 * Catalogue part 'web-ui': labels, titles and notes of the web app that the spec does not quote
 * verbatim (spec-quoted texts live in spec-texts). Keys are prefixed 'ui.'.
 */
export const webUiMessages = {
  'ui.app.name': 'eForm',
  'ui.app.version': 'Versie {version}',
  'ui.app.loading': 'Laden...',
  'ui.app.skipToContent': 'Naar de inhoud',
  'ui.app.description': 'Formulieren invullen en registraties beheren',

  'ui.login.title': 'Inloggen',
  'ui.login.intro': 'Log in met uw e-mailadres en wachtwoord.',
  'ui.login.email': 'E-mailadres',
  'ui.login.password': 'Wachtwoord',
  'ui.login.submit': 'Inloggen',
  'ui.login.submitting': 'Bezig met inloggen...',
  'ui.login.forgotPassword': 'Wachtwoord vergeten?',
  'ui.login.newTab': '(opent in een nieuw tabblad)',
  // Not 'Wachtwoord ...': the toggle must not share the password field's label.
  'ui.login.showPassword': 'Ingevoerde tekens tonen',
  'ui.login.emailRequired': 'E-mailadres is verplicht.',
  'ui.login.emailInvalid': 'Vul een geldig e-mailadres in.',
  'ui.login.passwordRequired': 'Wachtwoord is verplicht.',
  'ui.login.failedTitle': 'Inloggen mislukt',
  'ui.login.offline': 'U bent offline. Inloggen kan pas weer als het apparaat verbinding heeft.',

  'ui.logout.busy': 'U wordt uitgelogd...',

  'ui.shell.openMenu': 'Menu openen',
  'ui.shell.closeMenu': 'Menu sluiten',
  'ui.shell.mainNav': 'Hoofdmenu',
  'ui.shell.client': 'Klant',
  'ui.shell.clientPlaceholder': 'Kies een klant',
  'ui.shell.loggedInAs': 'Ingelogd als',
  'ui.shell.avatar': 'Gebruiker {email}',
  'ui.shell.logout': 'Uitloggen',
  'ui.shell.environment': 'Omgeving: {environment}',
  // Names of the usual APP_ENV values; any other value is shown as configured.
  'ui.shell.environment.development': 'Ontwikkeling',
  'ui.shell.environment.test': 'Test',
  'ui.shell.environment.staging': 'Acceptatie',
  'ui.shell.environment.acceptance': 'Acceptatie',
  'ui.shell.environment.production': 'Productie',

  'ui.menu.dashboard': 'Dashboard',
  'ui.menu.fillForm': 'Formulier invullen',
  'ui.menu.savedRegistrations': 'Opgeslagen registraties',
  'ui.menu.assignedRegistrations': 'Toegewezen registraties',
  'ui.menu.myRegistrations': 'Mijn registraties',
  'ui.menu.formManagement': 'Formulieren beheren',
  'ui.menu.datasources': 'Databronnen',
  'ui.menu.clients': 'Klanten',
  'ui.menu.adminDashboard': 'Beheerdashboard',
  'ui.menu.allClients': 'Alle klanten',

  'ui.offline.title': 'U bent offline',
  'ui.offline.noSending': 'Formulieren kunnen niet worden verstuurd zolang u offline bent.',
  'ui.offline.oldVersions': 'De nieuwste versies van de formulieren zijn mogelijk niet aanwezig.',
  'ui.offline.noLogout': 'Log niet uit zolang er nog niet verstuurde registraties zijn.',
  'ui.serverNotification.title': 'Melding',

  'ui.dashboard.title': 'Dashboard',
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
  'ui.dashboard.install.title': 'App installeren',
  'ui.dashboard.install.text':
    'Installeer de app op uw apparaat om formulieren ook zonder internetverbinding in te vullen.',
  'ui.dashboard.install.action': 'Installeren',
  'ui.dashboard.install.manual':
    'Kies in het menu van uw browser "Toevoegen aan beginscherm" of "App installeren".',
  'ui.dashboard.install.installed': 'De app is op dit apparaat geïnstalleerd.',

  'ui.folders.title': 'Formulier invullen',
  'ui.folders.intro': 'Kies een map om de formulieren te zien die u kunt invullen.',
  'ui.folders.columnName': 'Map',
  'ui.folders.loading': 'Mappen laden...',
  'ui.folders.loadFailed': 'De mappen konden niet worden geladen.',
  'ui.folderForms.title': 'Inhoud van {folder}',
  'ui.folderForms.titleUnknown': 'Inhoud van de map',
  'ui.common.back': 'Terug',
  'ui.common.retry': 'Opnieuw proberen',
  'ui.common.close': 'Sluiten',

  'ui.terms.intro':
    'Om met klant "{client}" te kunnen werken, vragen wij u akkoord te gaan met de algemene voorwaarden.',
  'ui.terms.use':
    'U gebruikt deze app namens uw organisatie om formulieren in te vullen en registraties te beheren, en alleen voor dat doel.',
  'ui.terms.account':
    'Uw inloggegevens zijn persoonlijk. Deel ze met niemand en log uit op een apparaat dat ook door anderen wordt gebruikt.',
  'ui.terms.data':
    'U bent verantwoordelijk voor de juistheid van de gegevens die u invult. Persoonsgegevens worden verwerkt volgens de AVG en alleen gebruikt voor het doel waarvoor ze zijn verzameld.',
  'ui.terms.credits':
    'Elke verstuurde registratie verbruikt een credit van uw organisatie. Bij misbruik kan uw toegang worden ingetrokken.',
  'ui.terms.questions':
    'Vragen over deze voorwaarden? Neem contact op met de beheerder van uw organisatie.',
  'ui.terms.save': 'Opslaan',

  'ui.install.iosTitle': 'Zet de app op uw beginscherm',
  'ui.install.iosShare': 'Tik in Safari op de deelknop (het vierkantje met een pijl omhoog).',
  'ui.install.iosAdd': "Kies daarna 'Zet op beginscherm'.",
  'ui.install.iosManual': "Tik in Safari op de deelknop en kies 'Zet op beginscherm'.",

  'ui.wip.title': 'In ontwikkeling',
  'ui.wip.text': 'Dit scherm is in ontwikkeling en komt binnenkort beschikbaar.',
  'ui.wip.area.filling':
    'Hier komt het invullen van formulieren en het overzicht van uw registraties, ook zonder internetverbinding.',
  'ui.wip.area.formAdmin':
    'Hier komt het formulierbeheer: mappen en formulieren aanmaken, bewerken, publiceren en delen.',
  'ui.wip.area.clients':
    'Hier komt het beheer van klanten, gebruikers, credits, modules, databronnen en kaarten.',
  'ui.wip.area.adminDashboard':
    'Hier komt het beheerdashboard: registraties, credits en schijfruimte van alle klanten.',
  'ui.wip.area.guest':
    'Hier komen de openbare formulieren, kaarten en de zelfregistratie, te openen zonder in te loggen.',

  'ui.notFound.title': 'Pagina niet gevonden',
  'ui.notFound.text': 'De pagina die u zoekt bestaat niet of is verplaatst.',
  'ui.notFound.home': 'Naar de startpagina',
  'ui.error.title': 'Er is iets misgegaan',
  'ui.error.text': 'Er is een onverwachte fout opgetreden. Laad de pagina opnieuw.',
  'ui.error.reload': 'Pagina opnieuw laden',
  'ui.error.invalidAnswer':
    'Het antwoord van de server was niet zoals verwacht. Probeer het later opnieuw.',

  'ui.page.formFill': 'Formulier invullen',
  'ui.page.formFillWorkflow': 'Toegewezen registratie invullen',
  'ui.page.unsendRegistrations': 'Opgeslagen registraties',
  'ui.page.assignedRegistrations': 'Toegewezen registraties',
  'ui.page.myRegistrations': 'Mijn registraties',
  'ui.page.guestForm': 'Formulier',
  'ui.page.iosDebugging': 'Camera- en bestandsdiagnose',
  'ui.page.unsavedRegistrations': 'Niet opgeslagen registraties',
  'ui.page.formListAdmin': 'Formulieren beheren',
  'ui.page.folderFormListAdmin': 'Formulieren in map',
  'ui.page.folderListAdmin': 'Mappen beheren',
  'ui.page.formCreate': 'Formulier aanmaken',
  'ui.page.folderCreate': 'Map aanmaken',
  'ui.page.formView': 'Formulier bekijken',
  'ui.page.formEdit': 'Formulier aanpassen',
  'ui.page.formRemove': 'Formulier verwijderen',
  'ui.page.formEmails': 'E-mails',
  'ui.page.formRules': 'Regels',
  'ui.page.formRegistrations': 'Registraties',
  'ui.page.formRegistration': 'Registratie',
  'ui.page.formIntegrations': 'Integraties',
  'ui.page.clientListAdmin': 'Alle klanten',
  'ui.page.clientListAssigned': 'Mijn klanten',
  'ui.page.clientCreate': 'Klant aanmaken',
  'ui.page.clientView': 'Klant bekijken',
  'ui.page.clientEdit': 'Klant aanpassen',
  'ui.page.clientUsers': 'Gebruikers',
  'ui.page.clientCredits': 'Credits',
  'ui.page.clientCreditsAdminAdd': 'Credits toevoegen',
  'ui.page.clientCreditsBuy': 'Credits kopen',
  'ui.page.clientModulesBuy': 'Modules kopen',
  'ui.page.clientUserAdd': 'Gebruiker toevoegen',
  'ui.page.clientUserEdit': 'Gebruiker aanpassen',
  'ui.page.clientUserGroups': 'Groepen',
  'ui.page.clientUserGroupAdd': 'Groep toevoegen',
  'ui.page.clientUserGroupEdit': 'Groep aanpassen',
  'ui.page.clientRemove': 'Klant verwijderen',
  'ui.page.datasourceList': 'Databronnen',
  'ui.page.datasourceCreate': 'Databron aanmaken',
  'ui.page.datasourceView': 'Databron bekijken',
  'ui.page.datasourceEdit': 'Databron aanpassen',
  'ui.page.datasourceRemove': 'Databron verwijderen',
  'ui.page.adminDashboard': 'Beheerdashboard',
  'ui.page.userRegister': 'Registreren',
  'ui.page.guestMap': 'Kaart',
  'ui.page.mapTracking': 'Gevolgde route',
} as const;
