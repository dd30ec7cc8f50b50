/**
 * What a stored form revision holds (form_revisions.content), written one way (revisionContent,
 * on every save and the seed) and read one way (readStoredRevision: a restore, a continued
 * registration, the mails after a send). Below forms, registrations and deliveries, which all
 * read revisions, so none of them imports another for it.
 */
export {
  readStoredRevision,
  revisionContent,
  revisionSchemaOf,
  type TFormContent,
  type TStoredRevision,
} from './form-revision';
