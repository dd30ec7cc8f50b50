import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Registraties → Kaart and the geo exports (issue 35): a manager sees the located registrations
// on the map with the list's filters, colours them by a choice question, opens one from its
// point, and downloads them as GeoJSON. The base map's tiles are not reachable here; the points
// are drawn without them.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const formName = `E2E kaart ${stamp}`;
let formId = '';

const PLACES = [
  { soort: 'boom', plek: { lat: 52.0907, lon: 5.1214, accuracy: 5 } },
  { soort: 'boom', plek: { lat: 52.0911, lon: 5.1221, accuracy: 5 } },
  { soort: 'bank', plek: { lat: 52.3731, lon: 4.8922, accuracy: 5 } },
];

test.beforeAll(async () => {
  const admin = await AdminApi.open();
  try {
    const form = await admin.publishForm({
      name: formName,
      folder: 'Voorbeelden',
      schema: [
        el('select', 'soort', {
          label: 'Soort',
          options: [
            { label: 'Boom', value: 'boom' },
            { label: 'Bank', value: 'bank' },
          ],
        }),
        el('gps', 'plek', { label: 'Plek', mapSettings: { minAccuracy: 25 } }),
      ],
      shareWith: ['filler@example.nl'],
    });
    formId = form.form_id;
  } finally {
    await admin.close();
  }
  for (const values of [...PLACES, { soort: 'bank' }]) {
    await sendRegistrationAs(USERS.filler, formName, values);
  }
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots-h-geomap/${name}.png`, fullPage: true });
}

test('a manager sees the located registrations, colours them and opens one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, USERS.admin, /\/dashboard$/);
  await page.goto(`/admin/form/${formId}/registrations`);
  // The segmented control's radios are drawn by their labels.
  await page.locator('label', { hasText: /^Kaart$/ }).click();
  await expect(page.getByRole('radio', { name: 'Kaart' })).toBeChecked();
  await expect(page).toHaveURL(/view=kaart/);
  await expect(page.getByText('3 van 4 registraties hebben een locatie.')).toBeVisible();
  const map = page.getByRole('application', { name: 'Kaart met registraties' });
  await expect(map).toBeVisible();
  await expect(map.locator('canvas').first()).toBeVisible();
  const located = page.getByRole('region', { name: 'Registraties met een locatie' });
  await expect(located.getByRole('link')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Kleur op' }).selectOption({ label: 'Soort' });
  await expect(page).toHaveURL(/color_by=soort/);
  const legend = page.getByRole('region', { name: 'Legenda' });
  await expect(legend.getByText('Boom')).toBeVisible();
  await expect(legend.getByText('Bank')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'kaart-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(map).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'kaart-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The list's filter applies: one bench left, and the view centres on it. A click on its
  // point (the map's middle) opens it.
  await page.goto(`/admin/form/${formId}/registrations?view=kaart&eq%3Asoort=bank`);
  await expect(page.getByText('1 van 2 registraties hebben een locatie.')).toBeVisible();
  await expect(map.locator('canvas').first()).toBeVisible();
  // The map sits below the filters: in view, or the click lands beside the page.
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  await expect(async () => {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/registrations\/[0-9a-f-]{36}$/, { timeout: 2000 });
  }).toPass();
  await expect(page.getByText('Ingevulde gegevens')).toBeVisible();
});

test('a manager downloads the located registrations as GeoJSON', async ({ page }) => {
  await signIn(page, USERS.admin, /\/dashboard$/);
  await page.goto(`/admin/form/${formId}/registrations?view=kaart`);
  // A cold page: the form, the tab's chunk and the locations, one after the other.
  await expect(page.getByText('3 van 4 registraties hebben een locatie.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Exporteren' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'GeoJSON', exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.geojson$/);
  const path = await file.path();
  if (!path) throw new Error('no download');
  const collection = JSON.parse(await readFile(path, 'utf8'));
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features).toHaveLength(3);
  const points = collection.features.map(
    (f: { geometry: { coordinates: number[] } }) => f.geometry.coordinates,
  );
  expect(points).toEqual(expect.arrayContaining(PLACES.map(({ plek }) => [plek.lon, plek.lat])));
  expect(collection.features[0].properties).toHaveProperty('soort');
});
