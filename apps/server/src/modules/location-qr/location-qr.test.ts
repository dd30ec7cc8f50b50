import { createRequire } from 'node:module';
import { googleMapsLink, LOCATION_QR_SIZE } from '@eform/core/constants';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';

// pngjs comes with qrcode (it writes the PNG); it has no types of its own.
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(bytes: Buffer): { width: number; height: number; data: Buffer } } };
};

const { app, db } = await getTestServer();
const key = await login(app, await createUser(db));

/** What a phone's camera reads from the PNG. */
function decode(png: Buffer): { width: number; text: string | undefined } {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return { width: image.width, text: jsQR(pixels, image.width, image.height)?.data };
}

const qrPath = (lat: string | number, lon: string | number) =>
  `/api/qr/location-to-google-maps/${lat}/${lon}/qr-code.png`;

describe('GET api/qr/location-to-google-maps/{lat}/{lon}/qr-code.png', () => {
  it.each([
    [52.092, 5.125],
    [-33.8568, 151.2153],
    [0, -180],
  ])(
    'is a %s, %s QR code of 250 px holding the Google Maps link, kept by the browser',
    async (lat, lon) => {
      const answer = await callApi(app, key, 'GET', qrPath(lat, lon));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const { width, text } = decode(answer.rawPayload);
      expect(width).toBe(LOCATION_QR_SIZE);
      expect(text).toBe(googleMapsLink(lat, lon));
    },
  );

  it.each([
    ['91', '5', 'lat'],
    ['-90.5', '5', 'lat'],
    ['52', '180.1', 'lon'],
    ['noord', '5', 'lat'],
    ['52', 'oost', 'lon'],
  ])('answers 400 naming the value for %s, %s', async (lat, lon, field) => {
    const answer = await callApi(app, key, 'GET', qrPath(lat, lon));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(field);
  });

  it('is for signed-in users only (401)', async () => {
    const answer = await app.inject({ method: 'GET', url: qrPath(52, 5) });
    expect(answer.statusCode).toBe(401);
  });
});
