import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, forms } from '../../db/schema';

/** What a public map needs of a form: its names, schema and client's modules. */
const guestMapFormColumns = {
  id: forms.id,
  uuid: forms.uuid,
  name: forms.name,
  schema: forms.schema,
  clientId: forms.clientId,
  modules: clients.modules,
};

/** A form as a public map reads it. */
export interface TGuestMapForm {
  id: number;
  uuid: string;
  name: string;
  schema: (typeof forms.$inferSelect)['schema'];
  clientId: number;
  modules: (typeof clients.$inferSelect)['modules'];
}

/** The form with this form_id (a uuid, lower case), with its client's modules. */
export async function findGuestMapForm(
  db: TDb,
  formUuid: string,
): Promise<TGuestMapForm | undefined> {
  const [row] = await db
    .select(guestMapFormColumns)
    .from(forms)
    .innerJoin(clients, eq(clients.id, forms.clientId))
    .where(eq(forms.uuid, formUuid));
  return row;
}

/**
 * The client's forms that may hold a public map (an element somewhere in the schema with
 * guest_map_enabled true; the service checks which one), by id.
 */
export function guestMapFormsOf(db: TDb, clientId: number): Promise<TGuestMapForm[]> {
  return db
    .select(guestMapFormColumns)
    .from(forms)
    .innerJoin(clients, eq(clients.id, forms.clientId))
    .where(
      and(
        eq(forms.clientId, clientId),
        sql`jsonb_path_exists(${forms.schema}, '$.** ? (@.guest_map_enabled == true)')`,
      ),
    )
    .orderBy(asc(forms.id));
}
