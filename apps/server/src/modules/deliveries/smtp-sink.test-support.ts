import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server took it: envelope recipients and the raw MIME. */
export interface TReceivedMail {
  rcptTo: string[];
  raw: string;
}

/**
 * A real SMTP server in the test's process collecting what it is sent. `refuse(n)` makes it
 * answer the next n messages with a temporary failure (451), as a mail server that is briefly down.
 */
export async function startSmtpSink() {
  const received: TReceivedMail[] = [];
  let refusals = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          refused++;
          const error = Object.assign(new Error('Tijdelijk niet beschikbaar'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        received.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(count: number) {
      refusals = count;
    },
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A MIME part: its headers (lowercase names, unfolded) and its decoded body. */
export interface TMimePart {
  headers: Record<string, string>;
  body: Buffer;
}

function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a MIME message (multipart bodies walked through), decoded. */
export function mimeParts(raw: string): { headers: Record<string, string>; parts: TMimePart[] } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    return {
      headers,
      parts: [{ headers, body: decodeBody(body, headers['content-transfer-encoding']) }],
    };
  }
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => mimeParts(chunk.replace(/^\r?\n/, '')).parts);
  return { headers, parts };
}

/** A received mail read: subject, from, to/cc headers, the HTML and the attachments by name. */
export function readMail(mail: TReceivedMail) {
  const { headers, parts } = mimeParts(mail.raw);
  const html = parts.find((p) => p.headers['content-type']?.startsWith('text/html'));
  const attachments = parts
    .filter((p) => /attachment/i.test(p.headers['content-disposition'] ?? ''))
    .map((p) => ({
      filename: /filename="?([^";]+)"?/i.exec(p.headers['content-disposition'] ?? '')?.[1] ?? '',
      content: p.body,
    }));
  return {
    rcptTo: mail.rcptTo,
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    to: headers.to ?? '',
    cc: headers.cc ?? '',
    bcc: headers.bcc ?? '',
    html: html ? html.body.toString('utf8') : '',
    attachments,
  };
}
