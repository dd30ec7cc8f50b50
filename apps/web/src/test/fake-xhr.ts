import type { TSubmitRegistrationAnswer } from '@eform/core/api/registrations';

/** The server's answer to a stored submit. */
export const sentAnswer: TSubmitRegistrationAnswer = {
  status: 'success',
  message: 'Registratie is verstuurd.',
  registration_id: 'r1',
  registration_serial_number: 1,
  registration_name: 'Melding 1',
  registration_phase: null,
  registration_status: 'completed',
};

/**
 * XMLHttpRequest at the network boundary for component tests: records each request and lets
 * the test drive the upload progress and the answer, as a slow phone connection would.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  /** The body as sent: JSON text, or form data for an upload. */
  body: XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress:
      | ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)
      | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: XMLHttpRequestBodyInit | null) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }

  /** The JSON body sent. */
  json(): Record<string, unknown> {
    return JSON.parse(typeof this.body === 'string' ? this.body : 'null') as Record<
      string,
      unknown
    >;
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 });
    if (fraction >= 1) this.upload.onload?.();
  }
  respond(status: number, payload: unknown) {
    this.status = status;
    this.responseText = payload === undefined ? '' : JSON.stringify(payload);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }

  /** The last request sent. */
  static last(): FakeXhr {
    const xhr = FakeXhr.sent.at(-1);
    if (!xhr) throw new Error('nothing was sent');
    return xhr;
  }
}
