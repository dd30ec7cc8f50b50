/**
 * Month and weekday names in Dutch (doc 3: 'months in Dutch' of the credit chart and the admin
 * dashboard's filter). Here, not in the main catalogue: only the client-area screens show them,
 * so they stay off the fill path.
 */
export const clientsDatesMessages = {
  'date.month.1': 'Januari',
  'date.month.2': 'Februari',
  'date.month.3': 'Maart',
  'date.month.4': 'April',
  'date.month.5': 'Mei',
  'date.month.6': 'Juni',
  'date.month.7': 'Juli',
  'date.month.8': 'Augustus',
  'date.month.9': 'September',
  'date.month.10': 'Oktober',
  'date.month.11': 'November',
  'date.month.12': 'December',
  // Numbered as the periodic mail stores them: 1 Monday … 7 Sunday (doc 2 §9).
  'date.weekday.1': 'Maandag',
  'date.weekday.2': 'Dinsdag',
  'date.weekday.3': 'Woensdag',
  'date.weekday.4': 'Donderdag',
  'date.weekday.5': 'Vrijdag',
  'date.weekday.6': 'Zaterdag',
  'date.weekday.7': 'Zondag',
} as const;
