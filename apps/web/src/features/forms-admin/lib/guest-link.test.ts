import { describe, expect, it } from 'vitest';
import { buildGuestLink, buildGuestMapLink } from './guest-link';

const ORIGIN = 'https://eform.example.nl';
const ID = '0b6f1f52-3c1e-4d1a-9a55-6a3c5a1d2e7f';

describe('buildGuestLink', () => {
  it('is the origin plus /guest/form/{guestID} while guest access is on', () => {
    expect(buildGuestLink(ORIGIN, { guestAccess: true, guestID: ID })).toBe(
      `${ORIGIN}/guest/form/${ID}`,
    );
  });

  it.each([
    ['guest access off', { guestAccess: false, guestID: ID }],
    ['no id from the server yet', { guestAccess: true, guestID: null }],
    ['no settings at all', {}],
  ])('is null with %s', (_case, settings) => {
    expect(buildGuestLink(ORIGIN, settings)).toBeNull();
  });
});

describe('buildGuestMapLink', () => {
  it("is the origin plus /guest/map/{form_id}/{element_name}, the name's odd characters encoded", () => {
    expect(buildGuestMapLink(ORIGIN, ID, 'kaart')).toBe(`${ORIGIN}/guest/map/${ID}/kaart`);
    expect(buildGuestMapLink(ORIGIN, ID, 'kaart 2/b')).toBe(
      `${ORIGIN}/guest/map/${ID}/kaart%202%2Fb`,
    );
  });
});
