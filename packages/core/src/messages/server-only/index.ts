import { type TPlainKeys, translator } from '../format';
import { accountAnswerMessages } from './account-answers';
import { serverAnswerMessages } from './answers';
import { auditServerMessages } from './audit';
import { serverCreditsPurchasesMessages } from './credits-purchases';
import { datasourceServerMessages } from './datasources';
import { documentSandboxServerMessages } from './documents';
import { emailWordServerMessages } from './email-word';
import { hookSenderServerMessages } from './hook-senders';
import { hookServerMessages } from './hooks';
import { jobFaultServerMessages } from './job-faults';
import { observabilityServerMessages } from './observability';
import { outboundServerMessages } from './outbound';
import { subjectRequestServerMessages } from './subject-requests';

/**
 * Texts only the server process shows: the console (start, first-start accounts, configuration
 * errors). A catalogue of its own
 * (import '@eform/core/messages/server-only') so that none of it rides along in the web app's entry
 * chunk, which the browser loads on the fill path.
 */
export const SERVER_ONLY_MESSAGES = {
  ...serverAnswerMessages,
  ...accountAnswerMessages,
  ...serverCreditsPurchasesMessages,
  ...emailWordServerMessages,
  ...datasourceServerMessages,
  // Issue 29 part E: poison jobs given up, a full store.
  ...jobFaultServerMessages,
  // Issue 29 part D: outbound requests and large bodies.
  ...outboundServerMessages,
  // Issue 31: hook deliveries, their test sends and signed file links.
  ...hookServerMessages,
  // Issue 29 part A: documents rendered in the sandbox's child processes.
  ...documentSandboxServerMessages,
  // Issue 31 §3, §4: the Signalen and merged-mail senders.
  ...hookSenderServerMessages,
  // Issue 34: the audit log's CSV.
  ...auditServerMessages,
  // Issue 33 §4: METRICS_TOKEN.
  ...observabilityServerMessages,
  // Issue 34: subject requests.
  ...subjectRequestServerMessages,
  // Export files (CSV, XLSX): the columns every registration has.
  'server.export.column.serial': 'Nummer',
  'server.export.column.date': 'Datum',
  'server.export.column.name': 'Naam',
  'server.export.column.phase': 'Fase',
  'server.export.column.status': 'Status',
  'server.export.column.user': 'Gebruiker',
  // The review of issue 34, after the standard columns; empty when not reviewed.
  'server.export.column.review': 'Beoordeling',
  'server.export.review.approved': 'Goedgekeurd',
  'server.export.review.has_issues': 'Heeft problemen',
  'server.export.review.rejected': 'Afgewezen',
  // The registrations map's legend when coloured by review (issue 35).
  'server.map.review.none': 'Niet beoordeeld',
  'server.export.guest': 'Gast',
  'server.export.status.completed': 'Verstuurd',
  'server.export.status.draft': 'Concept',

  'server.webAppMissing':
    'De webapplicatie is nog niet gebouwd. Voer "npm run build" uit en start de server opnieuw.',

  'server.seed.banner': 'Eerste start: de volgende accounts zijn aangemaakt.',
  'server.seed.once':
    'Gegenereerde wachtwoorden worden alleen nu getoond, nooit meer. Bewaar ze goed.',
  'server.seed.fromConfig': '(wachtwoord uit {variable})',
  'server.seed.configured':
    'Wachtwoorden uit de configuratie worden niet getoond: ze staan in {variables}.',
  'server.start.open': 'Open {url}',

  'storage.migrate.noS3':
    'Stel eerst S3_BUCKET in (met S3_REGION en zo nodig S3_ENDPOINT en de sleutels): storage:migrate kopieert de bestanden van {dir} naar die bucket.',
  'storage.migrate.start': 'Bestanden van {from} naar {to} kopiëren en controleren…',
  'storage.migrate.mismatch': 'Afwijkend: {key} ({reason})',
  'storage.migrate.localMismatch': 'de inhoud op de lokale schijf past niet bij de naam',
  'storage.migrate.bucketMismatch': 'de inhoud in de bucket past niet bij de naam',
  'storage.migrate.summary':
    '{copied} gekopieerd, {present} stonden er al, {verified} gecontroleerd, {mismatched} afwijkend',

  'config.invalid': 'Ongeldige configuratie: {details}',
  'config.port': '{name} moet een getal tussen 1 en 65535 zijn',
  'config.notEmpty': '{name} mag niet leeg zijn',
  'config.url': '{name} moet een geldige http(s)-URL zijn, bijvoorbeeld {example}',
  'config.databaseUrl':
    '{name} moet een PostgreSQL-URL zijn, bijvoorbeeld postgres://gebruiker:wachtwoord@host:5432/eform',
  'config.smtpUrl':
    '{name} moet een SMTP-URL zijn, bijvoorbeeld smtp://gebruiker:wachtwoord@host:587',
  'config.email': '{name} moet een geldig e-mailadres zijn',
  'config.boolean': '{name} moet 1, 0, true of false zijn',
  'config.password': '{name} moet minstens {min} tekens lang zijn',
  'config.oneOf': '{name} moet een van de volgende waarden zijn: {values}',
  'config.outboundAllow':
    "{name} moet een door komma's gescheiden lijst van host of host:poort zijn, bijvoorbeeld intern.example.nl,10.0.0.5:8080",
  'config.milliseconds': '{name} moet een aantal milliseconden tussen {min} en {max} zijn',
  'config.largeBodyBudget': '{name} moet een heel getal (megabytes) van minstens {min} zijn',
  'config.auditLogRetention': '{name} moet een heel getal (dagen) van minstens {min} zijn',
  'config.roleNeedsDatabase':
    'SERVER_ROLE={role} heeft DATABASE_URL nodig: losse API- en achtergrondprocessen delen één PostgreSQL-server.',
  'config.s3Prefix':
    '{name} mag alleen letters, cijfers en - _ . / bevatten en niet met / beginnen, bijvoorbeeld eform/productie',
  'config.s3Missing':
    '{name} ontbreekt: met S3_BUCKET worden de bestanden in objectopslag (S3) bewaard, en daarvoor is {name} nodig',
  'config.s3KeyPair':
    '{name} ontbreekt: S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen bij elkaar (laat beide weg voor de eigen aanmelding van de AWS SDK, zoals een rol van de server)',
  'config.s3NeedsBucket':
    '{names} ingesteld zonder S3_BUCKET: stel S3_BUCKET in om de bestanden in objectopslag (S3) te bewaren, of laat {names} weg',
} as const;

/** A key of the server-only catalogue. */
export type TServerOnlyMessageKey = keyof typeof SERVER_ONLY_MESSAGES;

/** A server-only key whose text has no `{param}`. */
export type TPlainServerOnlyMessageKey = TPlainKeys<typeof SERVER_ONLY_MESSAGES>;

/**
 * The text for `key` with its `{name}` placeholders filled in (like `t`).
 * @example ts('server.start.open', { url: 'http://localhost:3000' })
 */
export const ts = translator(SERVER_ONLY_MESSAGES);

/** The parts, for the catalogue test (no key in two parts, none shared with another catalogue). */
export const SERVER_ONLY_MESSAGE_PARTS: Record<string, Record<string, string>> = {
  serverOnly: Object.fromEntries(
    Object.entries(SERVER_ONLY_MESSAGES).filter(
      ([key]) => !(key in serverAnswerMessages) && !(key in serverCreditsPurchasesMessages),
    ),
  ),
  serverAnswers: serverAnswerMessages,
  serverCreditsPurchases: serverCreditsPurchasesMessages,
};
