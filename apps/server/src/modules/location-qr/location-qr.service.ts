import { googleMapsLink, LOCATION_QR_SIZE } from '@eform/core/constants';
import QRCode from 'qrcode';

/**
 * The QR code of a location (doc 1 §7): a PNG of LOCATION_QR_SIZE px holding the Google Maps
 * link of lat, lon, so a phone's camera opens the place. The same location is always the same
 * picture.
 */
export function locationQrPng(lat: number, lon: number): Promise<Buffer> {
  return QRCode.toBuffer(googleMapsLink(lat, lon), {
    type: 'png',
    width: LOCATION_QR_SIZE,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
}
