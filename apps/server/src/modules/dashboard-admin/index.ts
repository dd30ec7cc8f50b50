/**
 * The admin dashboard's reports for the rest of the server: the daily job. The app alone imports
 * dashboard-admin.routes.ts.
 */
export { storageDisk, writeDueReports } from './dashboard-admin.service';
export { registerDashboardReportJob } from './dashboard-report.job';
