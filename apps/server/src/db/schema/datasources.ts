import type { TDatasourceCrs, TDatasourceType } from '@eform/core/api/datasources';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { publicUuid, timestamps } from './columns';

/** Where a datasource's import stands (DATASOURCE_IMPORT_STATES of the core contract). */
export type TDatasourceImportState = 'pending' | 'running' | 'done' | 'failed';

/**
 * A datasource (doc 3 §3): a list imported from a CSV file that feeds search fields (type
 * 'search') and map fields ('map_features'). Its items are rows of datasource_items of the
 * live `generation`: an import writes a new generation beside the old one and switches only when
 * it succeeded, so a bad file never costs the items a form already shows.
 */
export const datasources = pgTable(
  'datasources',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clientId: clientRef(),
    type: text('type').$type<TDatasourceType>().notNull(),
    name: text('name').notNull(),
    fieldCrs: text('field_crs').$type<TDatasourceCrs>(),
    /** The source CSV: a row of `files` of the same client (kept from the upload purge). */
    fileId: bigint('file_id', { mode: 'number' }),
    itemsCount: integer('items_count').notNull().default(0),
    /** The CSV columns that became fields, in file order. */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    /** Every column of the imported header, in file order: the export writes them back. */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    importState: text('import_state').$type<TDatasourceImportState>().notNull().default('pending'),
    importError: text('import_error'),
    /** The items' generation in use. */
    generation: integer('generation').notNull().default(0),
    /** The last generation an import took: each import writes one of its own. */
    generationsStarted: integer('generations_started').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index('datasources_client_type_name_idx').on(table.clientId, table.type, table.name),
    index('datasources_file_idx').on(table.clientId, table.fileId),
    check('datasources_type_known', sql`${table.type} in ('search', 'map_features')`),
  ],
);

/**
 * One row of a datasource's CSV. `line` is its line in the file (the item id without an
 * object.id column); `object` keeps the raw object.* values so an export writes the file back
 * as it came; lon/lat are WGS84 whatever the file's coordinate system.
 */
export const datasourceItems = pgTable(
  'datasource_items',
  {
    clientId: clientRef(),
    datasourceId: integer('datasource_id').notNull(),
    generation: integer('generation').notNull(),
    line: integer('line').notNull(),
    /** The object.id column's value, when the file has one. */
    itemId: text('item_id'),
    name: text('name').notNull(),
    status: text('status').notNull().default(''),
    invisible: boolean('invisible').notNull().default(false),
    lon: doublePrecision('lon'),
    lat: doublePrecision('lat'),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    object: jsonb('object').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [
    primaryKey({
      columns: [table.clientId, table.datasourceId, table.generation, table.line],
    }),
    foreignKey({
      columns: [table.datasourceId],
      foreignColumns: [datasources.id],
    }).onDelete('cascade'),
    // The live extent of a map: one generation, a latitude band, then the longitudes in it.
    index('datasource_items_extent_idx')
      .on(table.datasourceId, table.generation, table.lat, table.lon)
      .where(sql`${table.lat} is not null`),
    // A search list by name (format=search): the line breaks ties, and with it in the index a
    // search filters names in the index alone and fetches only the rows it answers.
    index('datasource_items_name_idx').on(
      table.clientId,
      table.datasourceId,
      table.generation,
      table.name,
      table.line,
    ),
    // A search on the server: names that contain the query (ILIKE '%q%'). Trigrams need pg_trgm
    // (the migration creates it). Only items without a place: a search list's (map layers, which
    // have coordinates, are not searched by name and do not pay for this index on import).
    index('datasource_items_name_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .where(sql`${table.lat} is null`),
  ],
);
