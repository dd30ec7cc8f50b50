import { t } from '@eform/core/messages';

export { useField, useFillStatus } from '../../hooks/use-field';
export { useFormulaEngine } from '../../hooks/use-formula-engine';
export {
  createFillStore,
  dateNowValue,
  type TDerive,
  type TFieldSnapshot,
  type TFillMode,
  type TFillStatus,
  type TFillStore,
  type TFillStoreOptions,
  type TFillValues,
} from '../../lib/fill-store/fill-store';
export { FormRenderer, type TFormRendererProps } from './form-renderer';

/** The toast text of a form that does not validate (doc 1 §5); the screen shows it. */
export function formInvalidMessage(): string {
  return t('form.invalid');
}
