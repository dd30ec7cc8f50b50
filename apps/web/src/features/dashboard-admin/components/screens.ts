// The admin dashboard's chunk: loaded by the router when /admin/dashboard opens.
export { AdminDashboardPage } from './admin-dashboard-page';
