import { randomUUID } from 'node:crypto';
import { TEXT_VALUE_MAX_LENGTH, TEXTAREA_VALUE_MAX_LENGTH } from '@eform/core/constants';
import { formatCount } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { describe, expect, it } from 'vitest';
import { getClientCredits } from '../../src/modules/credits';
import { el, fillingHelpers } from '../../src/modules/registrations/filling.test-support';
import { callApi, getTestServer } from '../support';

/**
 * Abuse suite, oversized values (issue 29, finding 3): a filler sent a 10 MB textarea value and
 * its after-send PDF froze every request for 13 s. Every value has a maximum length per element
 * type (core's value-limits.ts); each path that takes values refuses one over it, naming the
 * field, before anything is stored or a credit is taken, shown or hidden by the rules alike.
 */
const { app, db } = await getTestServer();
const { setup, send } = fillingHelpers(app, db);

const TEN_MB = 'x'.repeat(10 * 1024 * 1024);
const textareaTooLong = t('validation.maxLength', { max: formatCount(TEXTAREA_VALUE_MAX_LENGTH) });

/** A rule that hides `target` while `when` is empty: always, in these tests. */
const hideWhileEmpty = (when: string, target: string) => ({
  ruleName: `Verberg ${target}`,
  ruleForm: '_none',
  condition_group: {
    method: 'AND',
    conditions: [{ conditionType: 'dataValue', dataName: when, operator: 'empty' }],
  },
  actions: [{ method: 'hide', dataName: target }],
});

async function registrationsOf(formId: number) {
  return db.query.registrations.findMany({ where: (r, { eq }) => eq(r.formId, formId) });
}

describe('a 10 MB textarea value', () => {
  it('is refused with a 400 naming the field; nothing stored, no credit taken', async () => {
    const { client, form, apiKey } = await setup([el('textarea', 'opmerking')], { credits: 3 });
    const response = await send(apiKey, form.uuid, { opmerking: TEN_MB });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'opmerking', message: textareaTooLong }],
    });
    expect(await registrationsOf(form.id)).toEqual([]);
    expect(await getClientCredits(db, client.id)).toBe(3);
  });

  it('is refused when the rules hide its field, and inside a hidden subform', async () => {
    const schema = [
      el('text', 'naam'),
      el('textarea', 'opmerking'),
      el('subform', 'bomen', { subform: { schema: [el('textarea', 'notitie')] } }),
    ];
    const rules = [hideWhileEmpty('naam', 'opmerking'), hideWhileEmpty('naam', 'bomen')];
    const { form, apiKey } = await setup(schema, { extra: { rules } });
    const response = await send(apiKey, form.uuid, {
      opmerking: TEN_MB,
      bomen: [{ notitie: 'kort' }, { notitie: TEN_MB }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'opmerking', message: textareaTooLong },
      { path: 'bomen.1.notitie', message: textareaTooLong },
    ]);
    expect(await registrationsOf(form.id)).toEqual([]);
  });

  it('is refused when a workflow draft is continued; the draft keeps its values', async () => {
    const { form, apiKey } = await setup([el('textarea', 'opmerking')], {
      extra: { type: 'workflow' },
    });
    const first = await send(apiKey, form.uuid, { opmerking: 'eerste' });
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().registration_id;
    const response = await send(apiKey, form.uuid, { opmerking: TEN_MB }, { registration_id: id });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'opmerking', message: textareaTooLong }]);
    const [draft] = await registrationsOf(form.id);
    expect(draft?.values).toMatchObject({ opmerking: 'eerste' });
  });

  it('is not kept by a saved-registration sync; the other registrations of the part are', async () => {
    const { form, apiKey } = await setup([el('textarea', 'opmerking'), el('text', 'naam')]);
    const entry = (values: Record<string, unknown>) => ({
      form_id: form.uuid,
      fill_token: randomUUID(),
      schema: [],
      values,
      registration_updated_at: new Date().toISOString(),
    });
    const huge = entry({ opmerking: TEN_MB, naam: 'x'.repeat(TEXT_VALUE_MAX_LENGTH + 1) });
    const fine = entry({ opmerking: 'kort' });
    const response = await callApi(app, apiKey, 'POST', '/api/saved-registrations-sync', [
      huge,
      fine,
    ]);
    expect(response.statusCode, response.body.slice(0, 500)).toBe(201);
    const answer = response.json();
    expect(answer.refused).toEqual([
      { fill_token: huge.fill_token, reason: 'too_long', fields: ['opmerking', 'naam'] },
    ]);
    expect(answer.registrations.map((r: { fill_token: string }) => r.fill_token)).toEqual([
      fine.fill_token,
    ]);
  });
});
