import { WORKFLOW_PHASES } from '../constants';
import { ELEMENT_CATALOGUE, flattenSchema, type TElement, type TSchema } from '../elements';
import { te } from '../messages/editor';
import { checkElement } from './editor-element-rules';
import {
  isBlank,
  joinPath,
  makeIssue,
  type TEditorContext,
  type TEditorIssue,
} from './editor-issue';

function collectUuids(schema: TSchema | undefined): Set<string> {
  const uuids = new Set<string>();
  for (const { element } of flattenSchema(schema ?? [])) if (element.uuid) uuids.add(element.uuid);
  return uuids;
}

function checkPlacement(
  element: TElement,
  path: string,
  inSubform: boolean,
  ctx: TEditorContext,
  previous: ReadonlySet<string>,
): TEditorIssue[] {
  const meta = ELEMENT_CATALOGUE[element.elementType];
  const issues: TEditorIssue[] = [];
  if (inSubform && !meta.allowedInSubform) {
    issues.push(makeIssue(joinPath(path, 'elementType'), 'element.notAllowedInSubform'));
  }
  if (meta.workflowOnly && ctx.formType !== 'workflow') {
    issues.push(makeIssue(joinPath(path, 'elementType'), 'element.stateTransitionWorkflowOnly'));
  }
  const isNew = !element.uuid || !previous.has(element.uuid);
  if (isNew && meta.adminOnly && !ctx.isAdmin) {
    issues.push(makeIssue(joinPath(path, 'elementType'), 'element.adminOnly'));
  }
  if (isNew && meta.module && !ctx.modules.includes(meta.module)) {
    issues.push(
      makeIssue(joinPath(path, 'elementType'), 'element.premiumLocked', {
        // The module is named after the element it unlocks: 'Kaart', 'Locatie', 'Route volgen'.
        module: te(`element.type.${element.elementType}`),
      }),
    );
  }
  return issues;
}

/**
 * Data names must be unique among the elements of one level: the main form, or the schema of
 * one subform. Values are stored per level (subform items are objects of their own) and rules
 * address a subform by its name, so equal names on different levels do not clash.
 */
function checkUniqueNames(schema: TSchema, basePath: string): TEditorIssue[] {
  const seen = new Set<string>();
  const issues: TEditorIssue[] = [];
  schema.forEach((element, i) => {
    if (!element.name) return;
    if (seen.has(element.name)) {
      issues.push(makeIssue(joinPath(basePath, i, 'name'), 'element.dataNameNotUnique'));
    }
    seen.add(element.name);
  });
  return issues;
}

function checkTransitionsPerPhase(schema: TSchema, ctx: TEditorContext): TEditorIssue[] {
  const transitions = flattenSchema(schema).filter(
    ({ element }) => element.elementType === 'stateTransition',
  );
  const issues: TEditorIssue[] = [];
  for (const phase of WORKFLOW_PHASES) {
    const shown = transitions.filter(({ element }) =>
      (ctx.stateTransitionPhases?.(element) ?? WORKFLOW_PHASES).includes(phase),
    );
    // The first one shown in a phase is fine; every further one is reported once per phase.
    for (const { indexPath } of shown.slice(1)) {
      const path = indexPath.join('.subform.schema.');
      issues.push(
        makeIssue(joinPath(path, 'elementType'), 'element.stateTransitionOnePerPhase', { phase }),
      );
    }
  }
  return issues;
}

function validateLevel(
  schema: TSchema,
  basePath: string,
  inSubform: boolean,
  ctx: TEditorContext,
  previous: ReadonlySet<string>,
  knownNames: ReadonlySet<string>,
): TEditorIssue[] {
  const issues = checkUniqueNames(schema, basePath);
  schema.forEach((element, i) => {
    const path = joinPath(basePath, i);
    issues.push(...checkPlacement(element, path, inSubform, ctx, previous));
    issues.push(...checkElement(element, path, knownNames));
    if (element.elementType === 'subform' && element.subform) {
      const nested = element.subform.schema;
      const nestedNames = new Set(nested.map((child) => child.name));
      issues.push(
        ...validateLevel(
          nested,
          joinPath(path, 'subform', 'schema'),
          true,
          ctx,
          previous,
          nestedNames,
        ),
      );
    }
  });
  return issues;
}

/**
 * Every problem the element editor reports for a schema (document 2 section 5), in schema order
 * with paths such as `3.mapSettings.zoomlevel` or `1.subform.schema.0.name`. An empty list means
 * the form may be saved; issues with severity 'warning' do not block saving.
 */
export function validateSchemaForEditor(schema: TSchema, ctx: TEditorContext): TEditorIssue[] {
  const previous = collectUuids(ctx.previousSchema);
  const names = new Set(schema.map((element) => element.name));
  return [
    ...validateLevel(schema, '', false, ctx, previous, names),
    ...(ctx.formType === 'workflow' ? checkTransitionsPerPhase(schema, ctx) : []),
  ];
}

/** Whether the schema may be saved: no issue of severity 'error'. */
export function canSaveSchema(issues: readonly TEditorIssue[]): boolean {
  return issues.every((issue) => issue.severity !== 'error');
}

/** The check before saving an element as a favourite: it needs a name. */
export function validateFavoriteName(favoriteName: string | null | undefined): TEditorIssue[] {
  return isBlank(favoriteName) ? [makeIssue('favoriteName', 'element.favoriteNameRequired')] : [];
}
