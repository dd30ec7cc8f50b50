import { HEADER_LEVELS } from '@eform/core/constants';
import type { TElementOf } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { RichTextField } from '../../../form-admin-kit';
import { ChoiceSetting } from './choice-setting';
import type { TSettingsProps } from './settings-props';

/** header: its level h1-h4 (its text is the label). */
export function HeaderSettings({ element, change }: TSettingsProps<TElementOf<'header'>>) {
  return (
    <ChoiceSetting
      label={ta('elementSettings.headerLevel')}
      prefix="elementSettings.headerLevel"
      options={HEADER_LEVELS}
      value={element.component ?? 'h2'}
      onChange={(component) => change({ component })}
    />
  );
}

/**
 * staticText: rich text in the same editor as an e-mail's content, offering only what the filler
 * keeps (core's sanitiser: paragraphs, bold, italic, links and lists), so what is written here is
 * what the filler sees.
 */
export function StaticTextSettings({ element, change }: TSettingsProps<TElementOf<'staticText'>>) {
  return (
    <RichTextField
      label={ta('elementSettings.staticText')}
      description={ta('elementSettings.staticTextHint')}
      value={element.staticText ?? ''}
      onChange={(staticText) => change({ staticText })}
    />
  );
}
