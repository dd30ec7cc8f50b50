import type { TPurchaseAnswer } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { notifications } from '@mantine/notifications';

/**
 * After a purchase (doc 3 §4): to the payment provider when the answer names a checkout-url,
 * else the success toast and `then`.
 */
export function followPurchase(answer: TPurchaseAnswer, success: string, then: () => void) {
  const checkout = answer['checkout-url'];
  if (checkout) {
    notifications.show({ color: 'blue', message: tc('purchase.redirecting') });
    window.location.assign(checkout);
    return;
  }
  notifications.show({ color: 'green', message: success });
  then();
}
