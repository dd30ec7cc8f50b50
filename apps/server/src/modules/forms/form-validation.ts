import type { TFormType } from '@eform/core/api';
import { assignElementUuids, type TSchema, ZSchema } from '@eform/core/elements';
import {
  validateEmailSetting,
  validateWeeklyRegistrationMail,
  ZEmailSettingFields,
  ZWeeklyRegistrationMailFields,
} from '@eform/core/email';
import { DomainError } from '@eform/core/errors';
import { t } from '@eform/core/messages';
import { editorText } from '@eform/core/messages/editor';
import { splitRulesByForm, type TRule, validateRules, ZRule } from '@eform/core/rules';
import { canSaveSchema, validateSchemaForEditor } from '@eform/core/validation';
import { z } from 'zod';

/** One problem of a refused form, in Dutch. */
export interface TFormIssue {
  path: string;
  message: string;
}

/** At most this many issues are answered: enough to fix a form, not a megabyte of errors. */
const MAX_ISSUES = 100;

/**
 * A form the editor's validation refuses: answered 400 with the issues (forms.routes.ts), never
 * stored. A DomainError, so any other handler still answers VALIDATION with the Dutch text.
 */
export class FormInvalidError extends DomainError {
  readonly issues: TFormIssue[];

  constructor(issues: TFormIssue[]) {
    super('VALIDATION', { messageKey: 'form.invalid' });
    this.issues = issues.slice(0, MAX_ISSUES);
  }
}

/** What the editor's checks need to know beyond the form itself. */
export interface TFormCheckContext {
  formType: TFormType;
  /** May add admin-only elements (linkedForm, computed). */
  isAdmin: boolean;
  modules: readonly string[];
  /** The schema as last saved: elements already in it are not reported as new. */
  previousSchema?: TSchema;
}

/** A schema and its rules as the server stores them. */
export interface TCheckedContent {
  /** Elements with uuids, subform rules inside their subform element. */
  schema: TSchema;
  /** Main-form rules (ruleForm '_none'). */
  rules: TRule[];
}

const ZRules = z.array(ZRule);

function zodIssues(error: z.ZodError, prefix: string): TFormIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: t('forms.elementInvalid'),
  }));
}

/**
 * Parses and checks a form's schema and rules as the editor does (doc 2 §5): elements get uuids
 * where missing, then must parse with core's `ZSchema` (an unknown element type is refused);
 * the editor's validation (data names unique per level, required settings, placement, admin-only
 * and premium elements) and the rules validation must report no error. `rules` is the complete
 * list: rules whose ruleForm names a subform are stored inside that subform element, replacing
 * what it held. Throws {@link FormInvalidError}.
 */
export function checkFormContent(
  rawSchema: unknown[],
  rawRules: unknown[],
  ctx: TFormCheckContext,
): TCheckedContent {
  const parsedSchema = ZSchema.safeParse(assignElementUuids(rawSchema));
  if (!parsedSchema.success) throw new FormInvalidError(zodIssues(parsedSchema.error, 'schema'));
  const parsedRules = ZRules.safeParse(rawRules);
  if (!parsedRules.success) throw new FormInvalidError(zodIssues(parsedRules.error, 'rules'));
  const schema = parsedSchema.data;
  const allRules = parsedRules.data;

  const editorIssues = validateSchemaForEditor(schema, {
    isAdmin: ctx.isAdmin,
    formType: ctx.formType,
    modules: ctx.modules,
    previousSchema: ctx.previousSchema,
  });
  const issues: TFormIssue[] = canSaveSchema(editorIssues)
    ? []
    : editorIssues
        .filter((issue) => issue.severity === 'error')
        .map((issue) => ({ path: `schema.${issue.path}`, message: issue.message }));
  for (const issue of validateRules(schema, allRules)) {
    issues.push({
      path: `rules.${issue.ruleIndex}.${issue.path}`,
      message: editorText(issue.messageKey, issue.params),
    });
  }
  if (issues.length > 0) throw new FormInvalidError(issues);

  const { main, subforms } = splitRulesByForm(allRules);
  return {
    schema: schema.map((element) =>
      element.elementType === 'subform' && element.subform
        ? { ...element, subform: { ...element.subform, rules: subforms[element.name] ?? [] } }
        : element,
    ),
    rules: main,
  };
}

/**
 * The e-mail settings as the e-mails tab checks them (doc 2 §5 'E-mail settings', core's
 * `validateEmailSetting`): each must parse with its fields' types (defaults for what is missing)
 * and pass the checks; every issue is named by its path (`email_settings.0.to_addresses.0.to_address`).
 * What is stored stays as sent: the worker reads it through the same fields' schema.
 * Throws {@link FormInvalidError}.
 */
export function checkEmailSettings(rawSettings: readonly unknown[]): void {
  const issues: TFormIssue[] = [];
  rawSettings.forEach((raw, index) => {
    const parsed = ZEmailSettingFields.safeParse(raw);
    if (!parsed.success) {
      issues.push(...zodIssues(parsed.error, `email_settings.${index}`));
      return;
    }
    for (const issue of validateEmailSetting(parsed.data)) {
      issues.push({ path: `email_settings.${index}.${issue.path}`, message: issue.message });
    }
  });
  if (issues.length > 0) throw new FormInvalidError(issues);
}

/**
 * The periodic mail of a form's settings (doc 2 §5 'Periodic mail'): each recipient a valid
 * e-mail address, at least one while it is on; a 400 naming the field otherwise
 * (settings.weeklyRegistrationMail.recipients.0.email). An absent setting is the default (off).
 */
export function checkWeeklyRegistrationMail(raw: unknown): void {
  if (raw === undefined || raw === null) return;
  const base = 'settings.weeklyRegistrationMail';
  const parsed = ZWeeklyRegistrationMailFields.safeParse(raw);
  if (!parsed.success) throw new FormInvalidError(zodIssues(parsed.error, base));
  const issues = validateWeeklyRegistrationMail(parsed.data).map((issue) => ({
    path: `${base}.${issue.path}`,
    message: issue.message,
  }));
  if (issues.length > 0) throw new FormInvalidError(issues);
}
