import { t } from '@eform/core/messages';
import classes from './skip-link.module.css';

/** Lets keyboard users jump over the header and menu. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a href={`#${target}`} className={classes.skipLink}>
      {t('ui.app.skipToContent')}
    </a>
  );
}
