// The camera and file-input diagnostics (`/debug/ios-debugging`): only the screen's loader, never
// the screen, which would pull its chunk into the entry.

/** The diagnostics screen (one chunk). */
export const loadDiagnosticsPage = () =>
  import('./components/diagnostics-page').then((m) => m.DiagnosticsPage);
