import type {
  TCreditBundle,
  TCreditBundlesBody,
  TCreditBuyBody,
  TModuleOffer,
  TModuleOffersBody,
  TModulesBuyBody,
  TPurchaseAnswer,
  TPurchaseContact,
} from '@eform/core/api';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { isUuid, type TTenant } from '../access';
import { addCreditEntry, checkLowCredits, defaultCreditExpiry } from '../credits';
import { DEFAULT_CREDIT_BUNDLES, DEFAULT_MODULE_OFFERS } from './default-offers';
import { orderMailReady, queueOrderMail } from './order-mail';
import {
  enableClientModules,
  findBundle,
  findOffer,
  findOrderByUuid,
  insertOrder,
  listBundleRows,
  listOfferRows,
  lockAndCountOrders,
  replaceBundles,
  replaceOffers,
  setOrderCredit,
  setOrderPaid,
  type TNewOrder,
} from './purchases.repository';

/** Where purchases are paid; none (the default) grants them at once (docs/purchases.md). */
export interface TPurchaseDeps {
  paymentProviderUrl?: string;
}

/** The bundles on sale (doc 3 'Credit bundle'); prices in cents excluding VAT. */
export async function listBundles(db: TDb): Promise<TCreditBundle[]> {
  return (await listBundleRows(db)).map((b) => ({
    id: b.id,
    name: b.name,
    price: b.price,
    pricePerCredit: b.price / b.credits,
    credits: b.credits,
  }));
}

/** The module offers, each `enabled` when the client has every module it holds. */
export async function listOffers(db: TDb, tenant: TTenant): Promise<TModuleOffer[]> {
  return (await listOfferRows(db)).map((o) => ({
    name: o.name,
    label: o.label,
    description: o.description,
    price: o.price,
    type: o.type,
    modules: o.modules,
    enabled: o.modules.every((m) => tenant.client.modules.includes(m)),
  }));
}

/** An admin replaces the bundles on sale. */
export async function saveBundles(db: TDb, bundles: TCreditBundlesBody) {
  await db.transaction((tx) => replaceBundles(tx, bundles));
  return listBundles(db);
}

/** An admin replaces the module offers (names unique: they are what modules-buy sends). */
export async function saveOffers(db: TDb, offers: TModuleOffersBody) {
  const seen = new Set<string>();
  offers.forEach((offer, index) => {
    if (seen.has(offer.name)) {
      throw new DomainError('VALIDATION', {
        messageKey: 'server.offers.duplicateName',
        params: { field: `${index}.name` },
      });
    }
    seen.add(offer.name);
  });
  await db.transaction((tx) => replaceOffers(tx, offers));
  return listAdminOffers(db);
}

/** The module offers as an admin edits them. */
export async function listAdminOffers(db: TDb): Promise<TModuleOffersBody> {
  return (await listOfferRows(db)).map(({ name, label, description, price, type, modules }) => ({
    name,
    label,
    description,
    price,
    type,
    modules,
  }));
}

/** POST credit-buy: an order for a bundle; granted at once unless a payment provider is set. */
export async function buyCredits(
  db: TDb,
  deps: TPurchaseDeps,
  tenant: TTenant,
  body: TCreditBuyBody,
  userId: number,
): Promise<TPurchaseAnswer> {
  const bundle = await findBundle(db, body.bundle);
  if (!bundle) throw new DomainError('VALIDATION', { messageKey: 'server.purchase.bundleUnknown' });
  return placeOrder(db, deps, tenant, {
    kind: 'credits',
    itemName: bundle.name,
    price: bundle.price,
    credits: bundle.credits,
    modules: [],
    contact: contactOf(body),
    createdBy: userId,
  });
}

/** POST modules-buy: an order for a module offer not yet enabled. */
export async function buyModule(
  db: TDb,
  deps: TPurchaseDeps,
  tenant: TTenant,
  body: TModulesBuyBody,
  userId: number,
): Promise<TPurchaseAnswer> {
  const offer = await findOffer(db, body.selected_module);
  if (!offer) throw new DomainError('VALIDATION', { messageKey: 'server.purchase.moduleUnknown' });
  if (offer.modules.every((m) => tenant.client.modules.includes(m))) {
    throw new DomainError('VALIDATION', { messageKey: 'server.purchase.moduleEnabled' });
  }
  return placeOrder(db, deps, tenant, {
    kind: 'module',
    itemName: offer.label,
    price: offer.price,
    credits: null,
    modules: offer.modules,
    contact: contactOf(body),
    createdBy: userId,
  });
}

/** Orders one client may place within {@link ORDER_WINDOW_MS}: more is a mistake or abuse. */
export const MAX_ORDERS_PER_WINDOW = 10;
export const ORDER_WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts the order against the client's limit before it is stored, or refuses it
 * (TOO_MANY_REQUESTS with the wait): each order mails the contact and the admins. Under a lock
 * per client, so parallel requests cannot pass the limit together.
 */
async function reserveOrder(tx: TDb, clientId: number, now: Date): Promise<void> {
  const placed = await lockAndCountOrders(tx, clientId, new Date(now.getTime() - ORDER_WINDOW_MS));
  if (placed.count < MAX_ORDERS_PER_WINDOW) return;
  const freeAt = (placed.oldest?.getTime() ?? now.getTime()) + ORDER_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new DomainError('TOO_MANY_REQUESTS', {
    messageKey: 'server.purchase.tooManyOrders',
    params: { count: placed.count, minutes: Math.ceil(retryAfter / 60), retryAfter },
  });
}

/**
 * Stores the order, within the client's limit ({@link reserveOrder}). With a payment provider it
 * waits there ('pending'; the answer's checkout-url names the order, {@link markOrderPaid} grants
 * it once paid). Without one it is granted in the same transaction.
 */
async function placeOrder(
  db: TDb,
  deps: TPurchaseDeps,
  tenant: TTenant,
  order: Omit<TNewOrder, 'status'>,
  now = new Date(),
): Promise<TPurchaseAnswer> {
  const clientId = tenant.client.id;
  if (deps.paymentProviderUrl) {
    const row = await db.transaction(async (tx) => {
      await reserveOrder(tx, clientId, now);
      return insertOrder(tx, clientId, { ...order, status: 'pending' });
    });
    return { status: 'pending', order_id: row.uuid, 'checkout-url': checkoutUrl(deps, row) };
  }
  // Prepared outside the transaction (see job-sender.ts); false only where pg-boss is absent.
  const mail = await orderMailReady(db);
  const row = await db.transaction(async (tx) => {
    await reserveOrder(tx, clientId, now);
    const placed = await insertOrder(tx, clientId, { ...order, status: 'pending' });
    return grantOrder(tx, placed.id, mail);
  });
  if (!row) throw new Error('order not granted');
  if (order.kind === 'credits') await checkLowCredits(db, clientId);
  return { status: 'paid', order_id: row.uuid };
}

/**
 * Grants a pending order, once: it turns 'paid' (a conditional update, so two confirmations
 * never grant twice), a bundle becomes a credit entry valid CREDITS_VALID_YEARS with the
 * contact, a module offer enables its modules, and the confirmation mail is queued with it.
 * Null when the order was not pending.
 */
async function grantOrder(db: TDb, orderId: number, mail: boolean) {
  return db.transaction(async (tx) => {
    const paid = await setOrderPaid(tx, orderId);
    if (!paid) return null;
    if (paid.kind === 'credits' && paid.credits !== null) {
      const entry = await addCreditEntry(tx, paid.clientId, {
        name: paid.itemName,
        total: paid.credits,
        expiresAt: defaultCreditExpiry(paid.paidAt ?? new Date()),
        createdBy: paid.createdBy,
        contact: creditContactOf(paid.contact),
      });
      await setOrderCredit(tx, paid.id, entry.id);
    } else {
      await enableClientModules(tx, paid.clientId, paid.modules);
    }
    if (mail) await queueOrderMail(tx, paid.id);
    return paid;
  });
}

/**
 * An admin (or, later, the payment provider's callback) confirms a pending order as paid: it is
 * granted as a purchase without provider is. NOT_FOUND for an unknown order, CONFLICT when it
 * was granted before.
 */
export async function markOrderPaid(
  db: TDb,
  orderUuid: string,
): Promise<TPurchaseAnswer & { granted: { clientId: number; kind: string } }> {
  const order = isUuid(orderUuid) ? await findOrderByUuid(db, orderUuid) : undefined;
  if (!order) throw new DomainError('NOT_FOUND');
  const mail = await orderMailReady(db);
  const paid = await grantOrder(db, order.id, mail);
  if (!paid) throw new DomainError('CONFLICT');
  if (paid.kind === 'credits') await checkLowCredits(db, paid.clientId);
  return {
    status: 'paid',
    order_id: paid.uuid,
    granted: { clientId: paid.clientId, kind: paid.kind },
  };
}

/** The provider's checkout page for the order: its uuid and amount as query parameters. */
function checkoutUrl(deps: TPurchaseDeps, order: { uuid: string; price: number }) {
  const url = new URL(deps.paymentProviderUrl ?? '');
  url.searchParams.set('order', order.uuid);
  url.searchParams.set('amount', String(order.price));
  return url.toString();
}

function contactOf(body: TPurchaseContact): TPurchaseContact {
  return {
    contact_company: body.contact_company,
    contact_firstname: body.contact_firstname,
    contact_lastname: body.contact_lastname,
    contact_street: body.contact_street,
    contact_postal_code: body.contact_postal_code,
    contact_city: body.contact_city,
    contact_email: body.contact_email,
    ...(body.contact_tax_number ? { contact_tax_number: body.contact_tax_number } : {}),
  };
}

/** The purchase contact in the credit entry's shape (as an admin's manual entry has it). */
function creditContactOf(contact: TPurchaseContact) {
  return {
    company: contact.contact_company,
    addressedTo: `${contact.contact_firstname} ${contact.contact_lastname}`,
    street: contact.contact_street,
    postalCode: contact.contact_postal_code,
    city: contact.contact_city,
    email: contact.contact_email,
    taxNumber: contact.contact_tax_number,
  };
}

/** First start: puts the default bundles and offers on sale (default-offers.ts). */
export async function seedSalesOffers(db: TDb): Promise<void> {
  await replaceBundles(db, DEFAULT_CREDIT_BUNDLES);
  await replaceOffers(db, DEFAULT_MODULE_OFFERS);
}
