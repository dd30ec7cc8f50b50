import { sanitizeRichText } from '@eform/core/format/rich-text';
import { useMemo } from 'react';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';

/**
 * A block of rich text, sanitised by core to p, strong, em, a, br, ul, li, ol (doc 1 §5). Its own
 * chunk: the HTML parser it needs is loaded only by forms that have static text.
 */
export function StaticTextElement({ element, id }: TElementProps<'staticText'>) {
  const html = useMemo(() => sanitizeRichText(element.staticText ?? ''), [element.staticText]);
  return (
    <div
      id={id}
      className={classes.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by core's allow-list above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
