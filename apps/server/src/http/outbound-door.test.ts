import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One door for outbound HTTP (issue 29): only `http/outbound.ts` may make requests of its own.
 * Everywhere else in the server's source, undici, the request functions of node:http(s) and the
 * global fetch are refused, so a webhook or integration cannot bypass the address checks. The
 * server side of node:http (types, STATUS_CODES, a Server) stays free. Test files and their
 * support files are left out: they talk to the servers they start.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOOR = 'http/outbound.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = entry.name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

/** The client side of node:http(s): whatever sends a request or holds its connections. */
const CLIENT_NAMES = ['request', 'get', 'Agent', 'globalAgent', 'ClientRequest'];

/** What one file does that only the door may. */
function outboundOffences(text: string): string[] {
  const offences: string[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  if (/from\s+'undici'|import\(\s*'undici'|require\(\s*'undici'/.test(code)) {
    offences.push('imports undici');
  }
  for (const match of code.matchAll(/import\s+([^'";]*?)\s+from\s+'(?:node:)?https?'/g)) {
    const clause = match[1] ?? '';
    if (/^type\s/.test(clause)) continue;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const defaultOrStar = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (defaultOrStar !== '') offences.push(`imports all of node:http(s) (${defaultOrStar})`);
    for (const part of named.split(',')) {
      const name = part.trim().replace(/^type\s+/, '');
      if (
        !part.trim().startsWith('type ') &&
        CLIENT_NAMES.includes(name.split(/\s+as\s+/)[0] ?? '')
      ) {
        offences.push(`imports ${name} from node:http(s)`);
      }
    }
  }
  if (/import\(\s*'(?:node:)?https?'|require\(\s*'(?:node:)?https?'/.test(code)) {
    offences.push('loads node:http(s) dynamically');
  }
  if (/(?<![\w.])fetch\s*\(|globalThis\.fetch|\bXMLHttpRequest\b|\bnew\s+WebSocket\b/.test(code)) {
    offences.push('calls fetch');
  }
  return offences;
}

describe('outbound HTTP has one door', () => {
  it('no other server file makes requests of its own', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => relative(SRC, file) !== DOOR)
      .flatMap((file) =>
        outboundOffences(readFileSync(file, 'utf8')).map(
          (offence) => `${relative(SRC, file)}: ${offence}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it.each([
    ["import { request } from 'undici';", 'imports undici'],
    ["import { request } from 'node:https';", 'imports request from node:http(s)'],
    ["import { get as fetchIt } from 'http';", 'imports get as fetchIt from node:http(s)'],
    ["import https from 'node:https';", 'imports all of node:http(s) (https)'],
    ["import * as http from 'node:http';", 'imports all of node:http(s) (* as http)'],
    ["const r = await fetch('http://10.0.0.1/');", 'calls fetch'],
    ['await globalThis.fetch(url);', 'calls fetch'],
    ["const m = await import('node:http');", 'loads node:http(s) dynamically'],
  ])('catches %s', (line, offence) => {
    expect(outboundOffences(line)).toContain(offence);
  });

  it.each([
    "import type { IncomingMessage } from 'node:http';",
    "import { STATUS_CODES } from 'node:http';",
    "import { type Server, STATUS_CODES } from 'node:http';",
    'await prefetch(items);',
    'await this.fetchRows();',
    '// the web app may fetch(...) it later',
  ])('leaves %s alone', (line) => {
    expect(outboundOffences(line)).toEqual([]);
  });
});
