import { specTextsClientsMessages } from './spec-texts-clients';
import { specTextsFillingMessages } from './spec-texts-filling';
import { specTextsFormsMessages } from './spec-texts-forms';

/** Shell texts that other parts relied on first; their keys are fixed. */
export const specTextsShellMessages = {
  'folders.empty': 'Er zijn geen mappen gevonden voor de huidige klant',
  'client.switched': 'Je kan nu met klant "{client}" werken.',
  'http.forbidden': 'U hebt geen rechten om deze content te bekijken.',
  'account.noClient':
    'Uw account is niet toegewezen aan een klant en bent daarom automatisch uitgelogd.',
  'login.exception': 'Er is iets mis gegaan tijdens het inloggen.',
  'form.leavePage':
    'Wilt u deze pagina verlaten? Indien u wijzigingen heeft aangebracht gaan deze verloren.',
} as const;

/**
 * Catalogue part 'spec-texts': every Dutch text quoted in the three spec documents
 * (error catalogues, toasts, empty texts, buttons, confirmations), keyed by area.
 * Split per document into sub-parts to keep files small; keys never collide between them.
 * Quoted texts that another part already owns are not repeated here, so each text has one key:
 * element-editor and fill-time validation (incl. the Word .docx message) in 'elements', calculation
 * texts and 'rules.saved'/'rules.saveFailed' in 'rules', and the dashboard card titles,
 * 'Inhoud van {folder}' and the offline banner in 'web-ui' ('ui.*').
 */
export const specTextsMessages = {
  ...specTextsShellMessages,
  ...specTextsFillingMessages,
  ...specTextsFormsMessages,
  ...specTextsClientsMessages,
} as const;
