/**
 * Screen texts of the admin dashboard and its reports (doc 3 §2 'Admin dashboard and reports'):
 * the period filter, the disk table, the usage per client of the period and of the last 30 days.
 * The chart's own texts ('Verbruikte credits', 'Totaal') are the `chart.*` spec keys.
 */
export const clientsDashboardAdminMessages = {
  'dashboardAdmin.intro': 'Schijfruimte en het gebruik per klant, uit de dagelijkse rapporten.',
  'dashboardAdmin.filter.title': 'Periode',
  'dashboardAdmin.filter.year': 'Jaar',
  'dashboardAdmin.filter.month': 'Maand',
  'dashboardAdmin.filter.wholeYear': 'Heel het jaar',
  'dashboardAdmin.disk.title': 'Schijfruimte',
  'dashboardAdmin.disk.date': 'Datum',
  'dashboardAdmin.disk.free': 'Vrije ruimte',
  'dashboardAdmin.disk.available': 'Beschikbaar',
  'dashboardAdmin.disk.capacity': 'Capaciteit',
  'dashboardAdmin.disk.empty': 'Er zijn voor deze periode nog geen rapporten.',
  'dashboardAdmin.disk.previous': 'Nieuwere rapporten',
  'dashboardAdmin.disk.next': 'Oudere rapporten',
  'dashboardAdmin.period.title': 'Gebruik per klant in {period}',
  'dashboardAdmin.period.note': 'Vandaag telt mee tot nu toe.',
  'dashboardAdmin.recent.title': 'Credits per klant, laatste 30 dagen',
  'dashboardAdmin.recent.note': 'Tot en met gisteren.',
  'dashboardAdmin.client': 'Klant',
  'dashboardAdmin.registrations': 'Registraties',
  'dashboardAdmin.credits': 'Credits',
  'dashboardAdmin.usage.empty': 'Geen gebruik in deze periode.',
  'dashboardAdmin.percent': '{value}%',
} as const;
