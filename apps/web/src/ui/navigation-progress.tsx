import { t } from '@eform/core/messages';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * A progress bar along the top of the window from the moment a navigation starts until the next
 * screen can show (its chunk loading, its loader running): without it the old page stood as it
 * was, as if the click had done nothing. An indeterminate progress bar to assistive technology.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t('ui.app.pageLoading')}
      data-testid="navigation-progress"
    />
  );
}
