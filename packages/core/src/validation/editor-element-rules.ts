import { WORKFLOW_PHASES } from '../constants';
import {
  DATA_NAME_PATTERN,
  ELEMENT_CATALOGUE,
  OPTION_VALUE_PATTERN,
  type TElement,
  type TFileReference,
} from '../elements';
import { formulaTokens, isParserType } from '../formula';
import { isBlank, joinPath, makeIssue, settingNumber, type TEditorIssue } from './editor-issue';
import { checkGpsElement, checkMapElement, checkSearchElement } from './editor-map-rules';
import { fileDisplayName, isImageTagFile, isStaticFile } from './file-rules';

function checkLabelAndName(element: TElement, path: string): TEditorIssue[] {
  const issues: TEditorIssue[] = [];
  if (element.elementType === 'header' && isBlank(element.label)) {
    issues.push(makeIssue(joinPath(path, 'label'), 'element.headerTextRequired'));
  } else if (ELEMENT_CATALOGUE[element.elementType].isInput && isBlank(element.label)) {
    issues.push(makeIssue(joinPath(path, 'label'), 'element.labelRequired'));
  }
  if (isBlank(element.name)) {
    issues.push(makeIssue(joinPath(path, 'name'), 'element.dataNameRequired'));
  } else if (!DATA_NAME_PATTERN.test(element.name)) {
    issues.push(makeIssue(joinPath(path, 'name'), 'element.dataNameInvalid'));
  }
  return issues;
}

function checkOptions(element: TElement, path: string): TEditorIssue[] {
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

/** Min/max pairs of the validation list: lengths must be whole numbers ≥ 0, and min ≤ max. */
function checkBounds(
  element: TElement,
  path: string,
  minRule: string,
  maxRule: string,
  lengths: boolean,
): TEditorIssue[] {
  const issues: TEditorIssue[] = [];
  const read = (rule: string): number | undefined => {
    const index = (element.validation ?? []).findIndex(([name]) => name === rule);
    const raw = index >= 0 ? element.validation?.[index]?.[1] : undefined;
    if (isBlank(raw)) return undefined;
    const n = settingNumber(raw);
    const valid = n !== undefined && (!lengths || (Number.isInteger(n) && n >= 0));
    if (!valid) {
      issues.push(
        makeIssue(
          joinPath(path, 'validation', index, 1),
          lengths ? 'element.lengthInvalid' : 'element.numberInvalid',
        ),
      );
    }
    return valid ? n : undefined;
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
  element: TElement,
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

function checkStateTransition(element: TElement, path: string): TEditorIssue[] {
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
  const type = element.elementType;
  if (ELEMENT_CATALOGUE[type].hasOptions) issues.push(...checkOptions(element, path));
  if (type === 'text' || type === 'textarea')
    issues.push(...checkBounds(element, path, 'minLength', 'maxLength', true));
  if (type === 'number' || type === 'decimal')
    issues.push(...checkBounds(element, path, 'min', 'max', false));
  const image = referenceName(element.image);
  if (type === 'imageTag' && image && !isImageTagFile(image))
    issues.push(makeIssue(joinPath(path, 'image'), 'element.imageTagTypes'));
  const file = referenceName(element.file);
  if (type === 'staticFile' && file && !isStaticFile(file))
    issues.push(makeIssue(joinPath(path, 'file'), 'element.staticFileTypes'));
  if (type === 'map') issues.push(...checkMapElement(element, path));
  if (type === 'gps') issues.push(...checkGpsElement(element, path));
  if (type === 'search') issues.push(...checkSearchElement(element, path));
  if (type === 'calculation') issues.push(...checkCalculation(element, path, knownNames));
  if (type === 'computed') {
    if (isBlank(element.elementToWatch))
      issues.push(makeIssue(joinPath(path, 'elementToWatch'), 'element.computedElementRequired'));
    if (!isParserType(element.parserType))
      issues.push(makeIssue(joinPath(path, 'parserType'), 'element.computedParserRequired'));
  }
  if (type === 'linkedForm' && isBlank(element.formId))
    issues.push(makeIssue(joinPath(path, 'formId'), 'element.linkedFormRequired'));
  if (type === 'subform' && isBlank(element.registrationLabel)) {
    issues.push(
      makeIssue(joinPath(path, 'registrationLabel'), 'element.registrationLabelRequired'),
    );
  }
  if (type === 'stateTransition') issues.push(...checkStateTransition(element, path));
  if (type === 'file' && element.fileDoRename && isBlank(element.fileNewName)) {
    issues.push(makeIssue(joinPath(path, 'fileNewName'), 'element.renameFilenameRequired'));
  }
  return issues;
}
