/** Purchases (credit bundles, module offers, orders) for the app and the jobs. */
export { DEFAULT_CREDIT_BUNDLES, DEFAULT_MODULE_OFFERS } from './default-offers';
export { ORDER_MAIL_QUEUE, sendOrderMail, type TOrderMailJob } from './order-mail';
export { registerOrderMailJob } from './order-mail.job';
export { saveBundles, saveOffers, seedSalesOffers, type TPurchaseDeps } from './purchases.service';
