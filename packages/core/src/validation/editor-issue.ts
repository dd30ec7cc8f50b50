import type { TSchema } from '../elements';
import type { TMessageKey } from '../messages';
import { editorText, type TEditorMessageKey } from '../messages/editor';

/** One problem the element editor shows, at a dotted path into the schema (e.g. `2.label`). */
export interface TEditorIssue {
  /** Path of the offending field from the schema root: indices and keys joined by dots. */
  path: string;
  /** Catalogue key of the message (the editor's catalogue, or the main one). */
  messageKey: TEditorMessageKey | TMessageKey;
  /** The Dutch message. */
  message: string;
  /** 'warning' for what the spec calls a warning (duplicate option values); else 'error'. */
  severity: 'error' | 'warning';
}

/** What the editor knows beyond the schema itself. */
export interface TEditorContext {
  /** The user is an admin (may add linkedForm and computed elements). */
  isAdmin: boolean;
  /** Type of the form being edited. */
  formType: 'default' | 'workflow';
  /** Modules the client has enabled. */
  modules: readonly string[];
  /**
   * The schema as last saved. Admin-only and premium elements already in it (same uuid) are not
   * reported again, so a form manager can still save a form an admin extended, and a client whose
   * module lapsed can still edit the rest of the form.
   */
  previousSchema?: TSchema;
  /**
   * The workflow phases (1-9) in which a stateTransition element is shown, as the rule engine
   * decides. Without it every transition counts as shown in every phase.
   */
  stateTransitionPhases?: (element: TSchema[number]) => readonly number[];
}

/** Builds an issue, its message from the editor catalogue or the main one. */
export function makeIssue(
  path: string,
  messageKey: TEditorMessageKey | TMessageKey,
  params?: Record<string, string | number>,
  severity: TEditorIssue['severity'] = 'error',
): TEditorIssue {
  return { path, messageKey, message: editorText(messageKey, params), severity };
}

/** Joins path segments with dots, skipping empty ones. */
export function joinPath(...parts: (string | number)[]): string {
  return parts.filter((part) => part !== '').join('.');
}

/** Whether a setting is missing: undefined, null or a blank string. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** The number a setting holds (numbers or numeric strings), else undefined. */
export function settingNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
