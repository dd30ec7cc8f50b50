/**
 * The exports module for the rest of the server: the job's worker and the 24-hour cleanup. The
 * app alone imports exports.routes.ts.
 */
export { EXPORT_QUEUE, type TExportJob } from './export-queue';
export { purgeExpiredExports, runExport } from './exports.service';
