/**
 * Labels of the registration detail screen (form_registrations_view, doc 2 §2 'Registration
 * detail'). Its toasts are spec texts and live in spec-texts-forms.ts ('registrations.*').
 */
export const registrationDetailMessages = {
  'registrationDetail.back': 'Terug naar registraties',
  'registrationDetail.untitled': 'Registratie {serial}',
  'registrationDetail.details': 'Gegevens van de registratie',
  'registrationDetail.serial': 'Volgnummer',
  'registrationDetail.name': 'Naam',
  'registrationDetail.phase': 'Fase',
  'registrationDetail.user': 'Gebruiker',
  'registrationDetail.guest': 'Gast (niet ingelogd)',
  'registrationDetail.date': 'Datum',
  'registrationDetail.status': 'Status',
  'registrationDetail.statusTrashed': 'In prullenbak sinds {date}',
  'registrationDetail.actions': 'Acties voor deze registratie',
  'registrationDetail.resend': 'Opnieuw versturen',
  'registrationDetail.trash': 'Naar prullenbak',
  'registrationDetail.untrash': 'Uit prullenbak halen',
  'registrationDetail.trashConfirmTitle': 'Registratie naar de prullenbak',
  'registrationDetail.trashConfirm':
    'Weet u zeker dat u registratie {serial} naar de prullenbak wilt verplaatsen? Na {days} dagen in de prullenbak wordt deze definitief verwijderd.',
  'registrationDetail.loading': 'Registratie laden',
  'registrationDetail.loadFailed': 'De registratie kon niet worden geladen.',
  'registrationDetail.notFound':
    'Deze registratie bestaat niet (meer), of u heeft geen toegang tot deze registratie.',
  'registrationDetail.contentTitle': 'Ingevulde gegevens',
  'registrationDetail.contentNote':
    'Zoals de registratie is ingevuld, in de versie van het formulier van dat moment.',
  'registrationDetail.empty': 'Deze registratie heeft geen velden.',
  'registrationDetail.downloadEmails': 'E-mailbijlagen downloaden',
  'registrationDetail.downloadEmailsFileName': 'E-mailbijlagen registratie {serial}',
  // The e-mails of the after-send job (issue 20): one row per e-mail, newest round first.
  'registrationDetail.deliveriesTitle': 'Verzonden e-mails',
  'registrationDetail.deliveriesNone': 'Voor deze registratie zijn geen e-mails verstuurd.',
  'registrationDetail.deliveryNumber': 'E-mail {number}',
  'registrationDetail.deliveryStatus.pending': 'In de wachtrij',
  'registrationDetail.deliveryStatus.sent': 'Verzonden',
  'registrationDetail.deliveryStatus.failed': 'Mislukt',
  'registrationDetail.deliveryStatus.retrying': 'Wordt opnieuw geprobeerd',
  'registrationDetail.deliveryRecipients': 'Ontvangers',
  'registrationDetail.deliveryRecipientsUnknown': 'Nog niet bepaald',
  'registrationDetail.deliveryReason': 'Reden',
  'registrationDetail.deliveryAttempts': 'Pogingen',
  'registrationDetail.deliveryUpdated': 'Laatst bijgewerkt',
  'registrationDetail.deliveryRetry': 'Opnieuw proberen',
  'registrationDetail.deliveryRetried': 'De e-mail wordt opnieuw verstuurd.',
  'registrationDetail.deliveryRetryFailed': 'De e-mail kon niet opnieuw worden verstuurd.',
} as const;
