import { clientsSpecTextsMessages } from '../clients/spec-texts-clients';

/**
 * The server's texts of the client users, the password links and self-registration (issue 21):
 * answers and the mails. The two invalid-link texts are the spec's (doc 3 §8), taken from the
 * clients catalogue so they exist once.
 */
export const accountAnswerMessages = {
  'server.users.added': 'Gebruiker {email} is toegevoegd aan de klant.',
  'server.users.alreadyMember': 'Gebruiker {email} hoort al bij deze klant.',
  'server.users.roleNotAssignable': 'U mag de rol "{role}" niet toekennen of afnemen.',
  'server.users.requireTermsAdminOnly':
    'Alleen een beheerder mag instellen dat een gebruiker de algemene voorwaarden moet accepteren.',
  'server.users.lastManager':
    'Dit is de laatste klant beheerder van deze klant. Zonder klant beheerder kan niemand van de klant nog gebruikers en rechten beheren. Bevestig als u dit zeker weet.',
  'server.users.rolesSaved': clientsSpecTextsMessages['clients.userRolesSaved'],
  'server.users.removed': clientsSpecTextsMessages['clients.userRemoved'],
  'server.users.welcomeMailQueued': clientsSpecTextsMessages['clients.welcomeMailSent'],
  'server.users.notMember': 'Deze gebruiker hoort niet bij deze klant.',
  // Issue 29 part D: an admin's or eform employee's account is an admin's to change, and the
  // set-password links are rate limited like the reset.
  'server.users.globalRoleMember':
    'Deze gebruiker is {role}. Alleen een beheerder mag deze gebruiker wijzigen of bij een klant weghalen.',
  'server.account.tooManyPasswordAttempts':
    'Te veel pogingen om een wachtwoord in te stellen. Probeer het over {minutes} minuten opnieuw.',
  'server.account.resetRequested':
    'Als er een account bestaat voor {email}, ontvangt u binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
  'server.account.tokenUnknown':
    'Deze link is niet geldig. Controleer of u de hele link uit de e-mail hebt gebruikt, of vraag een nieuwe link aan.',
  'server.account.tokenUsed':
    'Deze link is al gebruikt. Een link werkt maar één keer: vraag een nieuwe link aan als u uw wachtwoord opnieuw wilt instellen.',
  'server.account.tokenExpired':
    'Deze link is verlopen: een link is {days} dagen geldig. Vraag een nieuwe link aan.',
  'server.account.tooManyRequests':
    'Te veel aanvragen voor dit e-mailadres. Probeer het over {minutes} minuten opnieuw.',
  'server.register.done':
    'Bedankt voor uw registratie. U ontvangt binnen enkele minuten een e-mail met verdere instructies.',
  'server.register.clientNotFound': clientsSpecTextsMessages['register.clientNotFound'],
  'server.register.formInvalid': clientsSpecTextsMessages['register.formInvalid'],

  'server.mail.account.product': 'eForm',
  'server.mail.account.greeting': 'Beste {name},',
  'server.mail.account.signature': 'Met vriendelijke groet,\n{client}',
  'server.mail.account.linkValid':
    'De link is {days} dagen geldig en werkt één keer. Daarna kunt u op de inlogpagina een nieuwe link aanvragen.',
  'server.mail.account.username': 'Uw gebruikersnaam is {email}.',
  'server.mail.account.notYou':
    'Hebt u dit niet aangevraagd? Dan kunt u deze e-mail negeren; uw account blijft ongewijzigd.',
  'server.mail.welcome.subject': 'Welkom bij {client}: stel uw wachtwoord in',
  'server.mail.welcome.body':
    'Er is een account voor u aangemaakt bij {client}. Stel via de link hieronder uw wachtwoord in, daarna bent u meteen ingelogd.',
  'server.mail.welcome.action': 'Wachtwoord instellen',
  'server.mail.reset.subject': 'Nieuw wachtwoord instellen',
  'server.mail.reset.body':
    'Er is gevraagd om een nieuw wachtwoord voor uw account. Stel via de link hieronder een nieuw wachtwoord in, daarna bent u meteen ingelogd.',
  'server.mail.reset.action': 'Nieuw wachtwoord instellen',
  'server.mail.added.subject': 'U hebt nu toegang tot {client}',
  'server.mail.added.body':
    'U hebt nu toegang tot {client}. Log in met uw bestaande account via de link hieronder.',
  'server.mail.added.action': 'Inloggen',
  'server.mail.registered.subject': 'Uw registratie bij {client}',
  'server.mail.registered.body':
    'U hebt zich geregistreerd bij {client}, maar er bestaat al een account met dit e-mailadres. U kunt daarmee nu ook bij {client}. Weet u uw wachtwoord niet meer? Stel dan via de link hieronder een nieuw wachtwoord in.',
} as const;
