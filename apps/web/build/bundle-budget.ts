/**
 * The fill path's budget (issue 6.3, measured in a browser since issue 28): the JavaScript a
 * filler's phone downloads from the login to an open form (login → folders → the first form,
 * with what the app loads in the background meanwhile) must stay within
 * {@link FILL_PATH_BUDGET_BYTES}, gzipped. The measure is `scripts/check-bundle-budget.ts` (a real
 * Chromium against the real server); this module judges and prints what it recorded.
 */

/** 200 KB of gzipped JavaScript. */
export const FILL_PATH_BUDGET_BYTES = 200 * 1024;

/** A JavaScript or CSS file the browser loaded: its path, the step that first loaded it, its gzipped size. */
export interface TLoadedFile {
  file: string;
  step: string;
  bytes: number;
}

/** The verdict on what the browser loaded. */
export interface TLoadedVerdict {
  /** JavaScript, counted against the budget. */
  scriptBytes: number;
  /** Stylesheets, shown beside it (not counted: the budget is JavaScript's). */
  styleBytes: number;
  budgetBytes: number;
  /** Within the budget, and some JavaScript was loaded at all. */
  ok: boolean;
  text: string;
}

const isStyle = (file: TLoadedFile) => /\.css$/.test(file.file);

/** Kilobytes (1024 bytes) with one decimal, as the report prints them. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Judges the files the browser loaded: the JavaScript's sum against the budget (a page that
 * loaded no JavaScript fails: the measure went wrong). The text lists every file, largest first,
 * with its step and size, then the sums.
 */
export function judgeLoaded(
  files: readonly TLoadedFile[],
  budgetBytes: number = FILL_PATH_BUDGET_BYTES,
): TLoadedVerdict {
  const sum = (list: readonly TLoadedFile[]) => list.reduce((total, f) => total + f.bytes, 0);
  const scripts = files.filter((file) => !isStyle(file)).sort((a, b) => b.bytes - a.bytes);
  const styles = files.filter(isStyle).sort((a, b) => b.bytes - a.bytes);
  const scriptBytes = sum(scripts);
  const styleBytes = sum(styles);
  const ok = scripts.length > 0 && scriptBytes <= budgetBytes;
  const width = Math.max(0, ...files.map((file) => file.step.length));
  const row = (file: TLoadedFile) =>
    `  ${formatKb(file.bytes).padStart(9)}  ${file.step.padEnd(width)}  ${file.file}`;
  const lines = [
    'Fill path as a phone loads it (login → folders → a form, background work included), gzipped JavaScript:',
    ...scripts.map(row),
  ];
  if (scripts.length === 0) lines.push('  (no JavaScript loaded: the measure went wrong)');
  lines.push(
    `Total ${formatKb(scriptBytes)} (${scriptBytes} bytes) in ${scripts.length} files of ${formatKb(budgetBytes)}: ${ok ? 'within the budget' : 'OVER BUDGET'}.`,
  );
  if (styles.length > 0) {
    lines.push(
      'Stylesheets (not counted), gzipped:',
      ...styles.map(row),
      `With them ${formatKb(scriptBytes + styleBytes)} (${scriptBytes + styleBytes} bytes).`,
    );
  }
  if (!ok && scripts.length > 0) {
    lines.push(
      'Load what the filler does not need on the way to a form on demand (lazyRoute, React.lazy, import() when used), or make the path smaller.',
    );
  }
  return { scriptBytes, styleBytes, budgetBytes, ok, text: lines.join('\n') };
}
