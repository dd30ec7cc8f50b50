import { WORKFLOW_PHASES } from '../constants';
import {
  DATA_NAME_PATTERN,
  isChoiceElement,
  isInputElement,
  OPTION_VALUE_PATTERN,
  type TBoundRuleName,
  type TChoiceElement,
  type TElement,
  type TElementOf,
  type TFileReference,
} from '../elements';
import { formulaTokens } from '../formula';
import { isBlank, joinPath, makeIssue, type TEditorIssue } from './editor-issue';
import { checkGpsElement, checkMapElement, checkSearchElement } from './editor-map-rules';
import { fileDisplayName, isImageTagFile, isStaticFile } from './file-rules';

function checkLabelAndName(element: TElement, path: string): TEditorIssue[] {
  const issues: TEditorIssue[] = [];
  if (element.elementType === 'header' && isBlank(element.label)) {
    issues.push(makeIssue(joinPath(path, 'label'), 'element.headerTextRequired'));
  } else if (isInputElement(element) && isBlank(element.label)) {
    issues.push(makeIssue(joinPath(path, 'label'), 'element.labelRequired'));
  }
  if (isBlank(element.name)) {
    issues.push(makeIssue(joinPath(path, 'name'), 'element.dataNameRequired'));
  } else if (!DATA_NAME_PATTERN.test(element.name)) {
    issues.push(makeIssue(joinPath(path, 'name'), 'element.dataNameInvalid'));
  }
  return issues;
}

function checkOptions(element: TChoiceElement, path: string): TEditorIssue[] {
  const options = element.options ?? [];
  if (options.length === 0)
    return [makeIssue(joinPath(path, 'options'), 'element.optionsRequired')];
  const issues: TEditorIssue[] = [];
  const seen = new Set<string>();
  options.forEach((option, i) => {
    const at = joinPath(path, 'options', i);
    if (isBlank(option.label))
      issues.push(makeIssue(joinPath(at, 'label'), 'element.optionLabelRequired'));
    if (isBlank(option.value)) {
      issues.push(makeIssue(joinPath(at, 'value'), 'element.optionValueRequired'));
      return;
    }
    if (!OPTION_VALUE_PATTERN.test(option.value)) {
      issues.push(makeIssue(joinPath(at, 'value'), 'element.optionValueInvalid'));
    }
    if (seen.has(option.value)) {
      const params = { value: option.value };
      issues.push(
        makeIssue(joinPath(at, 'value'), 'element.optionValueDuplicate', params, 'warning'),
      );
    }
    seen.add(option.value);
  });
  return issues;
}

/**
 * Min/max pairs of the validation list: lengths must be whole numbers ≥ 0, and min ≤ max. (The
 * parse already turned every bound into a finite number.)
 */
function checkBounds(
  element: TElementOf<'text' | 'textarea' | 'number' | 'decimal'>,
  path: string,
  [minRule, maxRule]: readonly [TBoundRuleName, TBoundRuleName],
  lengths: boolean,
): TEditorIssue[] {
  const issues: TEditorIssue[] = [];
  const rules = element.validation ?? [];
  const read = (rule: TBoundRuleName): number | undefined => {
    const index = rules.findIndex(([name]) => name === rule);
    const value = rules[index]?.[1];
    if (typeof value !== 'number') return undefined;
    if (lengths && !(Number.isInteger(value) && value >= 0)) {
      issues.push(makeIssue(joinPath(path, 'validation', index, 1), 'element.lengthInvalid'));
      return undefined;
    }
    return value;
  };
  const min = read(minRule);
  const max = read(maxRule);
  if (min !== undefined && max !== undefined && min > max) {
    issues.push(makeIssue(joinPath(path, 'validation'), 'element.minAboveMax'));
  }
  return issues;
}

function referenceName(value: string | TFileReference | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : fileDisplayName(value);
}

function checkCalculation(
  element: TElementOf<'calculation'>,
  path: string,
  knownNames: ReadonlySet<string>,
): TEditorIssue[] {
  const at = joinPath(path, 'formula');
  if (isBlank(element.formula)) return [makeIssue(at, 'element.formulaRequired')];
  const issues: TEditorIssue[] = [];
  for (const token of formulaTokens(element.formula ?? '')) {
    if (token === element.name) issues.push(makeIssue(at, 'element.formulaSelfReference'));
    else if (!knownNames.has(token))
      issues.push(makeIssue(at, 'element.formulaUnknownToken', { token: `$${token}$` }));
  }
  return issues;
}

function checkStateTransition(
  element: TElementOf<'stateTransition'>,
  path: string,
): TEditorIssue[] {
  const issues: TEditorIssue[] = [];
  const phase = element.next_phase;
  if (phase === undefined)
    issues.push(makeIssue(joinPath(path, 'next_phase'), 'element.nextPhaseRequired'));
  else if (!(WORKFLOW_PHASES as readonly number[]).includes(phase)) {
    issues.push(makeIssue(joinPath(path, 'next_phase'), 'element.nextPhaseRange'));
  }
  // 0 is a choice ("not forwarded"), so only a missing user is an error.
  if (isBlank(element.assign_to_user)) {
    issues.push(makeIssue(joinPath(path, 'assign_to_user'), 'element.assignToUserRequired'));
  }
  return issues;
}

/**
 * The editor rules that concern one element on its own (document 2 section 5): label or header
 * text, data name, options, min/max, upload types, map/GPS/search settings, formula, computed,
 * linked form, subform registration label, state transition and file rename. `knownNames` are
 * the data names a formula may refer to.
 */
export function checkElement(
  element: TElement,
  path: string,
  knownNames: ReadonlySet<string>,
): TEditorIssue[] {
  const issues = checkLabelAndName(element, path);
  if (isChoiceElement(element)) issues.push(...checkOptions(element, path));
  issues.push(...checkTypeSettings(element, path, knownNames));
  return issues;
}

function checkTypeSettings(
  element: TElement,
  path: string,
  knownNames: ReadonlySet<string>,
): TEditorIssue[] {
  const at = (key: string) => joinPath(path, key);
  switch (element.elementType) {
    case 'text':
    case 'textarea':
      return checkBounds(element, path, ['minLength', 'maxLength'], true);
    case 'number':
    case 'decimal':
      return checkBounds(element, path, ['min', 'max'], false);
    case 'imageTag': {
      const image = referenceName(element.image);
      return image && !isImageTagFile(image)
        ? [makeIssue(at('image'), 'element.imageTagTypes')]
        : [];
    }
    case 'staticFile': {
      const file = referenceName(element.file);
      return file && !isStaticFile(file) ? [makeIssue(at('file'), 'element.staticFileTypes')] : [];
    }
    case 'map':
      return checkMapElement(element, path);
    case 'gps':
      return checkGpsElement(element, path);
    case 'search':
      return checkSearchElement(element, path);
    case 'calculation':
      return checkCalculation(element, path, knownNames);
    case 'computed':
      return [
        ...(isBlank(element.elementToWatch)
          ? [makeIssue(at('elementToWatch'), 'element.computedElementRequired')]
          : []),
        ...(element.parserType === undefined
          ? [makeIssue(at('parserType'), 'element.computedParserRequired')]
          : []),
      ];
    case 'linkedForm':
      return isBlank(element.formId) ? [makeIssue(at('formId'), 'element.linkedFormRequired')] : [];
    case 'subform':
      return isBlank(element.registrationLabel)
        ? [makeIssue(at('registrationLabel'), 'element.registrationLabelRequired')]
        : [];
    case 'stateTransition':
      return checkStateTransition(element, path);
    case 'file':
      return element.fileDoRename && isBlank(element.fileNewName)
        ? [makeIssue(at('fileNewName'), 'element.renameFilenameRequired')]
        : [];
    default:
      return [];
  }
}
