/**
 * The fill path's JavaScript budget (issue 6.3): what a filler's phone downloads from signing in
 * to an open form (login → folders → fill) must stay within {@link FILL_PATH_BUDGET_BYTES},
 * gzipped. Pure logic over Vite's build manifest (`dist/.vite/manifest.json`); the command line
 * is `scripts/check-bundle-budget.ts`.
 */

/** 200 KB of gzipped JavaScript. */
export const FILL_PATH_BUDGET_BYTES = 200 * 1024;

/**
 * Lazily loaded modules (manifest keys) that the fill path does not load: screens and widgets
 * for other users or rare moments. Every other chunk the entry reaches, through static imports
 * or `import()`, counts: a new lazy chunk is on the fill path until it is named here, so the
 * budget cannot be dodged by accident. The fill route's screen
 * (`src/features/filling/components/screens/form-fill/form-fill-page.tsx`) must never be listed.
 */
export const ON_DEMAND_MODULES: readonly RegExp[] = [
  // Screens of form administration, clients, credits, datasources and the admin dashboard
  // (documents 2 and 3), loaded
  // as lazy routes from the feature folders the house design names.
  /^src\/features\/(forms-admin|clients|datasources|dashboard-admin)\//,
  // Account pages without a session (issue 21): self-registration, forgotten and new password;
  // lazy routes nobody passes on the way from the login to a form.
  /^src\/features\/account\//,
  // The dashboard is the home of every role but the filler (fillers start at /folders).
  /^src\/features\/dashboard\/components\/dashboard-page\.tsx$/,
  // Only for a user who must accept a client's terms.
  /^src\/features\/terms\/components\/terms-wall\.tsx$/,
  // Only for a user with several clients; one client is shown as a plain field.
  /^src\/features\/shell\/components\/client-select\.tsx$/,
  // Only once a toast is shown.
  /^src\/app\/toast-container\.tsx$/,
  // Placeholder screens (screens a later issue builds), with their notes' texts, and the 404 page.
  /^src\/ui\/(wip-page|not-found-page)\.tsx$/,
  // Only when a new version waits or the install prompt is due (the hooks stay in the entry).
  /^src\/features\/(pwa\/components\/update-snackbar-view|install\/components\/install-snackbar-view)\.tsx$/,
  // Offline (issue 22): a run of 'Offline beschikbaar maken' (loaded at the tap) and the clearing
  // of the service worker's API caches (loaded when a session ends).
  /^src\/features\/pwa\/(components\/make-folder-offline-run\.tsx|lib\/api-caches\.ts)$/,
  // Form widgets loaded only when the form has them (issue 9): static text (HTML sanitiser),
  // signature (signature_pad), QR scanner (camera loop and jsqr), the subform item modal, the
  // search element (Mantine's Select and MultiSelect, its datasource query and texts).
  /^src\/features\/filling\/components\/elements\/(static-text-element|signature-pad-widget|qr-scanner-widget|subform-modal|file-element|signature-element|qr-code-element|subform-element|search-element)\.tsx$/,
  // Map, GPS and tracking fields with their OpenLayers base map (one shared chunk), loaded only
  // for forms that hold one.
  /^src\/features\/filling\/components\/elements\/map\/map-elements\.tsx$/,
  // Filler screens off the fill path, each a lazy route: my and assigned registrations, the
  // workflow continuation (opened from the assigned list) and the guest form (no sign-in).
  /^src\/features\/filling\/components\/screens\/(my-registrations|assigned|workflow|guest)\//,
  // The fill screen's dialogs, loaded when sending starts or a navigation is held, and the fill
  // modal a linkedForm element opens.
  /^src\/features\/filling\/components\/screens\/form-fill\/(saving-dialog|leave-dialog|form-fill-modal)\.tsx$/,
  // The guest submit's proof of work (ALTCHA solver), loaded when a guest sends (issue 17).
  /^src\/features\/filling\/api\/guest-challenge\.ts$/,
  // Saved registrations (issue 22): the store with Dexie, loaded at the first save, list or sync
  // (at start only once the page is idle), and their screens; the fill path keeps only the hooks.
  /^src\/features\/saved-registrations\/(lib\/saved-actions\.ts|components\/(unsend-registrations-page|unsaved-registrations-debug-page)\.tsx)$/,
];

/** One chunk of Vite's manifest (the fields used here). */
export interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest: chunks by key (source path, or `_name-hash.js` for shared chunks). */
export type TManifest = Record<string, TManifestChunk>;

/** A JavaScript file with its gzipped size. */
export interface TChunkSize {
  file: string;
  bytes: number;
}

export interface TBudgetResult {
  /** Every file the fill path loads, largest first. */
  chunks: TChunkSize[];
  totalBytes: number;
  budgetBytes: number;
  /** Files only on-demand modules load, largest first (not counted). */
  onDemand: TChunkSize[];
  ok: boolean;
}

/**
 * The JavaScript files loaded from `keys`: each key's file and, transitively, its static imports
 * and its dynamic imports except those `skip` accepts. Each file once, in discovery order.
 */
export function reachableFiles(
  manifest: TManifest,
  keys: readonly string[],
  skip: (key: string) => boolean = () => false,
): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js') && !files.includes(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (!skip(imported)) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * Sums the fill path: everything the manifest's entry chunks reach except the on-demand modules
 * (and what only they reach), at the gzipped size `gzipSize` gives for a file.
 */
export function measureFillPath(
  manifest: TManifest,
  gzipSize: (file: string) => number,
  onDemand: readonly RegExp[] = ON_DEMAND_MODULES,
  budgetBytes: number = FILL_PATH_BUDGET_BYTES,
): TBudgetResult {
  const keys = Object.keys(manifest);
  const entries = keys.filter((key) => manifest[key]?.isEntry);
  const isOnDemand = (key: string) => onDemand.some((pattern) => pattern.test(key));
  const counted = reachableFiles(manifest, entries, isOnDemand);
  const everything = reachableFiles(manifest, entries);
  const sized = (files: string[]) =>
    files.map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
  const chunks = sized(counted);
  const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  return {
    chunks,
    totalBytes,
    budgetBytes,
    onDemand: sized(everything.filter((file) => !counted.includes(file))),
    ok: entries.length > 0 && totalBytes <= budgetBytes,
  };
}

/** Kilobytes (1024 bytes) with one decimal, as the report prints them. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The report: the counted chunks, the total against the budget, the on-demand chunks. */
export function formatBudgetReport(result: TBudgetResult): string {
  const row = (chunk: TChunkSize) => `  ${formatKb(chunk.bytes).padStart(9)}  ${chunk.file}`;
  const lines = ['Fill path (login → folders → fill), gzipped:', ...result.chunks.map(row)];
  if (result.chunks.length === 0) lines.push('  (no entry chunk in the manifest)');
  const verdict = result.totalBytes <= result.budgetBytes ? 'within the budget' : 'OVER BUDGET';
  lines.push(
    `Total ${formatKb(result.totalBytes)} of ${formatKb(result.budgetBytes)}: ${verdict}.`,
  );
  if (result.onDemand.length > 0) {
    lines.push('Loaded on demand (not counted):', ...result.onDemand.map(row));
  }
  if (result.totalBytes > result.budgetBytes) {
    lines.push(
      'Load code the fill path does not need on demand (lazyRoute, React.lazy) and name it in ON_DEMAND_MODULES (apps/web/build/bundle-budget.ts), or make the fill path smaller.',
    );
  }
  return lines.join('\n');
}
