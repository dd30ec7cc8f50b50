/**
 * The exports module for the rest of the server: the job's worker and the 24-hour cleanup. The
 * app alone imports exports.routes.ts.
 */

// The periodic registrations mail attaches a CSV written as the exports write theirs.
export { registrationColumns, type TExportRow } from './export-columns';
export { EXPORT_QUEUE, type TExportJob } from './export-queue';
export { registerExportJobs } from './exports.job';
export { unheldKeys } from './exports.repository';
export { failExport, purgeExpiredExports, purgeInBatches, runExport } from './exports.service';
export { csvTableWriter } from './table-writers';
