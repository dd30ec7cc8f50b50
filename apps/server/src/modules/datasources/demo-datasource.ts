import type { TDb } from '../../db/client';
import { insertDatasource, insertItems, switchGeneration } from './datasources.repository';

/** The demo client's search datasource: a few streets of a town, as a CSV would give them. */
const DEMO_STREETS = [
  { name: 'Kerkstraat', wijk: 'Centrum', postcode: '3811 AA' },
  { name: 'Molenweg', wijk: 'Noord', postcode: '3812 BB' },
  { name: 'Stationsplein', wijk: 'Centrum', postcode: '3811 CC' },
  { name: 'Zandweg', wijk: 'Zuid', postcode: '3813 DD' },
] as const;

/**
 * Seeds one small search datasource ('Straten') for the demo client, already imported, so a
 * newcomer sees the datasource list filled and a search field has options. It has no source file:
 * a new import needs one uploaded first.
 */
export async function seedDemoDatasource(tx: TDb, clientId: number): Promise<void> {
  const ds = await insertDatasource(tx, {
    clientId,
    type: 'search',
    name: 'Straten',
    generationsStarted: 1,
  });
  await insertItems(
    tx,
    DEMO_STREETS.map((street, index) => ({
      clientId,
      datasourceId: ds.id,
      generation: 1,
      line: index + 2,
      name: street.name,
      data: { wijk: street.wijk, postcode: street.postcode },
      object: { 'object.name': street.name },
    })),
  );
  await switchGeneration(tx, clientId, ds.id, {
    generation: 1,
    itemsCount: DEMO_STREETS.length,
    fields: ['wijk', 'postcode'],
    columns: ['object.name', 'wijk', 'postcode'],
  });
}
