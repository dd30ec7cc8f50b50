/**
 * Fuzz test of every write route: thousands of odd payloads (mutated sample bodies, random JSON
 * with lone surrogates, control characters and deep nesting, bytes that are not UTF-8, broken
 * JSON and multipart, other content types), signed in as a member of the client and not signed
 * in, through app.inject(). Whatever is sent, the answer is never a 5xx: odd input is the
 * client's fault. Like the isolation test it walks the registered routes, so a new route is
 * fuzzed the moment it exists. Seeded: FC_SEED replays a run, CI always runs the same seed.
 */
import { CLIENT_ROLES } from '@eform/core/permissions';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { TRegisteredRoute } from '../../src/plugins/route-registry';
import { createUser, login, uniqueIp } from '../factories';
import { getTestServer } from '../support';
import { concreteUrls, createOwnedData, routeKey, type TRawBody } from './route-fixtures';

const SEED = Number(
  process.env.FC_SEED ?? (process.env.CI ? 20261122 : Math.floor(Math.random() * 2 ** 31)),
);
/** Payloads per route and sign-in: about 3,000 in all over the write routes. */
const RUNS_PER_ROUTE = 75;
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const { app, db } = await getTestServer();
const owned = await createOwnedData(db, app.storage);
const member = await createUser(db, { client: owned.client as never, roles: [...CLIENT_ROLES] });
const routes = app.registeredRoutes.filter((route) => WRITE_METHODS.includes(route.method));

/** A request as the fuzzer sends it: the body bytes and their content type. */
interface TFuzzPayload {
  contentType: string | undefined;
  body: string | Buffer | undefined;
}

const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc
    .tuple(fc.string(), fc.constantFrom('\ud800', '\udfff', '\u0000'), fc.string())
    .map((parts) => parts.join('')),
  fc.constantFrom(
    '\ud800',
    '\udfff',
    'a\ud83d',
    '\udc00b',
    '\u0000',
    '\u0007',
    '\u2028',
    '\ufeff',
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'null',
    'true',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '9'.repeat(40),
    'x'.repeat(5_000),
  ),
  fc.uuid(),
);

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

const { oddValue } = fc.letrec<{ oddValue: unknown }>((tie) => ({
  oddValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, true, false, null),
    fc.array(tie('oddValue'), { maxLength: 4 }),
    fc.dictionary(oddString, tie('oddValue'), { maxKeys: 4 }),
    fc.integer({ min: 60, max: 1_000 }).map((depth) => nested(depth, '\ud800')),
  ),
}));

/** Every path to a value inside `value` (keys and indexes). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value);
  return [prefix, ...entries.flatMap(([key, entry]) => pathsOf(entry, [...prefix, key]))];
}

/** `sample` with the value at `path` replaced (undefined deletes it); the root by an empty path. */
function replaceAt(sample: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(sample) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (replacement === undefined) delete at[last];
  else at[last] = replacement;
  return copy;
}

const json = (value: unknown): TFuzzPayload => ({
  contentType: 'application/json',
  body: JSON.stringify(value) ?? 'null',
});

/** A sample body of the route with one value replaced, removed or a key added. */
function mutatedSample(sample: unknown): fc.Arbitrary<TFuzzPayload> {
  const paths = pathsOf(sample);
  return fc
    .tuple(
      fc.constantFrom(...paths),
      fc.option(fc.oneof({ arbitrary: oddString, weight: 2 }, oddValue), { nil: undefined }),
      oddString,
    )
    .map(([path, value, extraKey]) => {
      const changed = replaceAt(sample, path, value);
      if (value === undefined && changed !== null && typeof changed === 'object') {
        return json({ ...(changed as object), [extraKey]: extraKey });
      }
      return json(changed);
    });
}

/** Bytes that are not what their content type says: broken JSON, invalid UTF-8, deep nesting. */
function brokenBytes(sampleText: string): fc.Arbitrary<TFuzzPayload> {
  return fc.oneof(
    fc.nat({ max: Math.max(0, sampleText.length - 1) }).map((cut) => ({
      contentType: 'application/json',
      body: sampleText.slice(0, cut),
    })),
    fc
      .tuple(
        fc.nat({ max: sampleText.length }),
        fc.constantFrom([0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xff]),
      )
      .map(([at, bytes]) => ({
        contentType: 'application/json',
        body: Buffer.concat([
          Buffer.from(sampleText.slice(0, at)),
          Buffer.from(bytes),
          Buffer.from(sampleText.slice(at)),
        ]),
      })),
    fc.integer({ min: 60, max: 20_000 }).map((depth) => ({
      contentType: 'application/json',
      body: `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`,
    })),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      contentType: 'application/json',
      body: Buffer.from(bytes),
    })),
  );
}

/** Other content types: urlencoded, plain text, none, and multipart good or broken. */
function otherTypes(sampleText: string, raw: TRawBody | undefined): fc.Arbitrary<TFuzzPayload> {
  const multipart = raw ?? {
    raw: Buffer.from(
      '--grens\r\nContent-Disposition: form-data; name="veld"\r\n\r\nwaarde\r\n--grens--\r\n',
    ),
    contentType: 'multipart/form-data; boundary=grens',
  };
  return fc.oneof(
    fc.dictionary(oddString, oddString, { maxKeys: 4 }).map((fields) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(fields).toString(),
    })),
    fc.constant({ contentType: 'text/plain', body: sampleText }),
    fc.constant({ contentType: undefined, body: sampleText }),
    fc
      .constantFrom('application/xml', 'application/json; charset=latin1', 'image/png')
      .map((contentType) => ({ contentType, body: sampleText })),
    fc
      .tuple(fc.nat({ max: multipart.raw.length }), fc.uint8Array({ maxLength: 40 }))
      .map(([at, bytes]) => ({
        contentType: multipart.contentType,
        body: Buffer.concat([multipart.raw.subarray(0, at), Buffer.from(bytes)]),
      })),
    fc
      .constantFrom('', '; boundary=', `; boundary=${'b'.repeat(300)}`, '; boundary=x')
      .map((suffix) => ({ contentType: `multipart/form-data${suffix}`, body: multipart.raw })),
  );
}

function payloads(route: TRegisteredRoute): fc.Arbitrary<TFuzzPayload> {
  const sample = owned.bodies[routeKey(route)];
  const raw = isRawBody(sample) ? sample : undefined;
  const jsonSample = raw ? { file: 'x' } : (sample ?? { naam: 'waarde' });
  const sampleText = raw ? raw.raw.toString('latin1') : JSON.stringify(jsonSample);
  return fc.oneof(
    { arbitrary: mutatedSample(jsonSample), weight: 4 },
    { arbitrary: oddValue.map(json), weight: 2 },
    { arbitrary: brokenBytes(sampleText), weight: 2 },
    { arbitrary: otherTypes(sampleText, raw), weight: 2 },
  );
}

function isRawBody(body: unknown): body is TRawBody {
  return typeof body === 'object' && body !== null && Buffer.isBuffer((body as TRawBody).raw);
}

const tally = { payloads: 0, serverErrors: 0 };
afterAll(() => {
  process.stdout.write(
    `fuzz (seed ${SEED}): ${tally.payloads} payloads over ${routes.length} write routes, ` +
      `${tally.serverErrors} answered 5xx\n`,
  );
});

describe(`write routes never answer 5xx on odd input (seed ${SEED})`, () => {
  it('has write routes to fuzz', () => {
    expect(routes.map(routeKey)).toContain('POST /api/guest/form/:guest_id');
  });

  it.each(routes.map((route, index) => [routeKey(route), route, index] as const))(
    '%s',
    async (_key, route, index) => {
      const url = concreteUrls(route, owned, 'contract')[0] ?? route.url;
      const failures: string[] = [];
      // A session of its own: the logout route's fuzzing ends the session it is given.
      const keys = { 'signed in': await login(app, member), 'not signed in': '' };
      for (const [who, apiKey] of Object.entries(keys)) {
        const samples = fc.sample(payloads(route), {
          seed: SEED + index * 2 + (apiKey ? 0 : 1),
          numRuns: RUNS_PER_ROUTE,
        });
        for (const payload of samples) {
          const response = await app.inject({
            method: route.method as 'POST',
            url,
            remoteAddress: uniqueIp(),
            headers: {
              ...(apiKey ? { 'api-key': apiKey } : {}),
              ...(payload.contentType ? { 'content-type': payload.contentType } : {}),
            },
            ...(payload.body !== undefined ? { payload: payload.body } : {}),
          });
          tally.payloads += 1;
          if (response.statusCode < 500) continue;
          tally.serverErrors += 1;
          const body = Buffer.from(payload.body ?? '').subarray(0, 300);
          failures.push(`${who} ${payload.contentType}: ${JSON.stringify(body.toString())}`);
        }
      }
      expect(failures, `5xx on ${route.method} ${url} (FC_SEED=${SEED})`).toEqual([]);
    },
  );
});
