import { t } from '@eform/core/messages';
import { notifications } from '@mantine/notifications';

/**
 * Copies `text` to the clipboard and says so (doc 2 §8): 'Gekopieerd naar klembord', or
 * 'Kon niet kopieren.' when the browser refuses (no permission, an insecure origin).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'green', message: t('copy.toClipboard') });
    return true;
  } catch {
    notifications.show({ color: 'red', message: t('copy.failed') });
    return false;
  }
}
