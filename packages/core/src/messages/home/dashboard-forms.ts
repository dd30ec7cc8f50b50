/** The managers' card on the home dashboard (issue 35 item 4): each form's recent registrations. */
export const dashboardFormsMessages = {
  'ui.dashboard.forms.title': 'Registraties (laatste 30 dagen)',
  'ui.dashboard.forms.empty': 'Nog geen formulieren.',
  'ui.dashboard.forms.error': 'De registraties konden niet worden geladen.',
  'ui.dashboard.forms.retry': 'Opnieuw proberen',
  'ui.dashboard.forms.total': '{count} in 30 dagen',
  'ui.dashboard.forms.sparkline': '{name}: {count} registraties in 30 dagen, vandaag {today}',
  'ui.dashboard.forms.open': 'Open per fase',
  'ui.dashboard.forms.phase': 'Fase {phase}: {count}',
  'ui.dashboard.forms.list': 'Formulieren met hun registraties',
} as const;
