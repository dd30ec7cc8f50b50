/**
 * The subject requests module (issue 34): find a person's registrations across a client's forms,
 * export them (job) or erase them. The jobs import from here; the app alone imports the route
 * file.
 */

export { registerSubjectExportJobs, runSubjectExportJob } from './subject-export.job';
export { SUBJECT_EXPORT_QUEUE, type TSubjectExportJob } from './subject-export-queue';
export { purgeExpiredSubjectExports } from './subject-requests.service';
