/**
 * The location QR code (doc 1 §7): a picture of a location's Google Maps link. The app alone
 * imports location-qr.routes.ts; nothing else uses it.
 */

export { locationQrPng } from './location-qr.service';
