import { z } from 'zod';
import { ZModule } from '../constants/app';
import { ZEmailAddress } from '../validation/email-address';
import { ZDbInteger } from './common';
import { ZName } from './forms';

/** Longest contact text (company, names, street, city, tax number). */
const MAX_CONTACT_LENGTH = 255;

const ZContactText = z.string().trim().min(1).max(MAX_CONTACT_LENGTH);
const ZContactEmail = ZEmailAddress;
const ZOptionalContactText = z.string().trim().max(MAX_CONTACT_LENGTH).optional();

/** One credit entry of GET /api/clients/{client_id}/credits (doc 3 §3 'Credit'). */
export const ZCreditEntry = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created: z.string().describe('ISO date-time the credits were bought or added'),
    credits_total: z.number().int(),
    credits_left: z
      .number()
      .int()
      .describe('0 for an expired entry unless the user holds "eform view real credits"'),
    credit_expire_date: z.string().nullable().describe('ISO date-time; null: never expires'),
    expired: z.boolean(),
  })
  .meta({ id: 'CreditEntry' });
/** A credit entry. */
export type TCreditEntry = z.infer<typeof ZCreditEntry>;

/** GET /api/clients/{client_id}/credits answer, newest first. */
export const ZCreditEntryList = z.array(ZCreditEntry);

/**
 * POST /api/clients/{client_id}/credits body: an admin adds credits by hand (doc 3 §3, §5).
 * `credit_expire_date` (YYYY-MM-DD) defaults to CREDITS_VALID_YEARS ahead.
 */
export const ZAdminAddCreditsBody = z.strictObject({
  name: ZName,
  credits_total: ZDbInteger.min(0),
  credit_expire_date: z.iso.date().optional(),
  contact_company: ZContactText,
  contact_addressed_to: ZContactText,
  contact_street: ZContactText,
  contact_postal_code: ZContactText,
  contact_city: ZContactText,
  contact_email: ZContactEmail,
  contact_tax_number: ZOptionalContactText,
});
/** A manual credit entry as sent. */
export type TAdminAddCreditsBody = z.infer<typeof ZAdminAddCreditsBody>;

/** One bundle of GET api/clients/{client_id}/credit-bundles (prices in cents, excl. VAT). */
export const ZCreditBundle = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().int().describe('Price in cents, excluding VAT'),
    pricePerCredit: z.number().describe('Price per credit in cents, excluding VAT'),
    credits: z.number().int(),
  })
  .meta({ id: 'CreditBundle' });
/** A credit bundle. */
export type TCreditBundle = z.infer<typeof ZCreditBundle>;

/** GET api/clients/{client_id}/credit-bundles answer, cheapest first. */
export const ZCreditBundleList = z.array(ZCreditBundle);

/** Whether an offer is one module or a package (offers carry the 'Aanbieding' chip). */
export const MODULE_OFFER_TYPES = ['module', 'package'] as const;

/** One offer of GET api/clients/{client_id}/modules (doc 3 §3 'Module offer'). */
export const ZModuleOffer = z
  .object({
    name: z.string().describe('Key of the offer; what modules-buy sends as selected_module'),
    label: z.string(),
    description: z.string(),
    price: z.number().int().describe('Price in cents, excluding VAT'),
    type: z.enum(MODULE_OFFER_TYPES),
    modules: z.array(ZModule).describe('The modules the offer enables'),
    enabled: z.boolean().describe('Every module of the offer is enabled for the client'),
  })
  .meta({ id: 'ModuleOffer' });
/** A module offer. */
export type TModuleOffer = z.infer<typeof ZModuleOffer>;

/** GET api/clients/{client_id}/modules answer. */
export const ZModuleOfferList = z.array(ZModuleOffer);

/** The purchase contact of both buy calls (doc 3 §3 'Purchase contact', §5). */
export const ZPurchaseContact = z.strictObject({
  contact_company: ZContactText,
  contact_firstname: ZContactText,
  contact_lastname: ZContactText,
  contact_street: ZContactText,
  contact_postal_code: ZContactText,
  contact_city: ZContactText,
  contact_email: ZContactEmail,
  contact_tax_number: ZOptionalContactText,
});
/** A purchase contact. */
export type TPurchaseContact = z.infer<typeof ZPurchaseContact>;

/** POST api/clients/{client_id}/credit-buy body: the bundle's id and the contact. */
export const ZCreditBuyBody = ZPurchaseContact.extend({ bundle: ZDbInteger });
/** A credit purchase as sent. */
export type TCreditBuyBody = z.infer<typeof ZCreditBuyBody>;

/** POST api/clients/{client_id}/modules-buy body: the offer's name and the contact. */
export const ZModulesBuyBody = ZPurchaseContact.extend({
  selected_module: z.string().trim().min(1).max(100),
});
/** A module purchase as sent. */
export type TModulesBuyBody = z.infer<typeof ZModulesBuyBody>;

/**
 * Answer of both buy calls: the order; `checkout-url` when a payment provider is configured
 * (the web then goes there), otherwise the purchase was granted at once.
 */
export const ZPurchaseAnswer = z.object({
  status: z.enum(['paid', 'pending']),
  order_id: z.string().describe('Uuid of the order'),
  'checkout-url': z.string().optional(),
});
/** A purchase answer. */
export type TPurchaseAnswer = z.infer<typeof ZPurchaseAnswer>;

/** One bundle as an admin writes it (PUT /api/admin/credit-bundles replaces the list). */
export const ZCreditBundleInput = z.strictObject({
  name: ZName,
  price: ZDbInteger.min(0),
  credits: ZDbInteger.min(1),
});
/** PUT /api/admin/credit-bundles body. */
export const ZCreditBundlesBody = z.array(ZCreditBundleInput).max(50);
/** The bundles as an admin writes them. */
export type TCreditBundlesBody = z.infer<typeof ZCreditBundlesBody>;

/** One offer as an admin writes it (PUT /api/admin/module-offers replaces the list). */
export const ZModuleOfferInput = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,60}$/),
  label: ZName,
  description: z.string().trim().max(2000).default(''),
  price: ZDbInteger.min(0),
  type: z.enum(MODULE_OFFER_TYPES),
  modules: z.array(ZModule).min(1),
});
/** PUT /api/admin/module-offers body. */
export const ZModuleOffersBody = z.array(ZModuleOfferInput).max(50);
/** The offers as an admin writes them. */
export type TModuleOffersBody = z.infer<typeof ZModuleOffersBody>;
