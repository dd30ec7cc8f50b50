import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import classes from '../../renderer/form-renderer.module.css';
import css from './map-element.module.css';

/** How many features are selected of how many may be ('1 / 2', doc 3 'Map behaviour'). */
export function MapSelectionCount({ count, max }: { count: number; max: number }) {
  return (
    <output
      className={`${classes.help} ${css.count}`}
      aria-label={tw('fill.map.countLabel', { count, max })}
    >
      {t('selection.count', { count, max })}
    </output>
  );
}
