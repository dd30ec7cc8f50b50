import type { TWordFileState } from '@eform/core/api';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import type { TEmailSettingFields } from '@eform/core/email';
import { ta } from '@eform/core/messages/admin';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render';
import { WORD_STATE_POLL_MS } from '../api/email-word-api';
import { WordTemplateField } from './word-template-field';

// The Word template of an e-mail (doc 2 §5, §7): upload with progress, processing polled every
// 500 ms until done, the unknown tokens or the refusal, replace and remove.

type TWordUpload = NonNullable<TEmailSettingFields['word_upload']>;
const FILE_ID = 'f0a1b2c3-0000-4000-8000-00000000000a';
const STORED = {
  file_id: FILE_ID,
  url: `/api/file/${FILE_ID}`,
  name: 'brief.docx',
  filename: 'brief.docx',
  size: 900,
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const state = (patch: Partial<TWordFileState>): TWordFileState => ({
  file_id: FILE_ID,
  name: 'brief.docx',
  state: 'pending',
  processed: false,
  path: null,
  tokens: [],
  unknown_tokens: [],
  error: null,
  ...patch,
});

let answers: TWordFileState[] = [];
let stateCalls: string[] = [];
const changes: (TWordUpload | null)[] = [];

function Harness({ initial = null }: { initial?: TWordUpload | null }) {
  const [value, setValue] = useState<TWordUpload | null>(initial);
  return (
    <WordTemplateField
      formId="form-1"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const picker = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file picker');
  return input;
};
const docx = (name = 'brief.docx') => new File([new Uint8Array([0x50, 0x4b])], name);

beforeEach(() => {
  FakeXhr.sent = [];
  answers = [];
  stateCalls = [];
  changes.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/metadata')) {
        return Response.json({ email_word_files_processed: {} });
      }
      stateCalls.push(url);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      return Response.json(answer);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WordTemplateField', () => {
  it('refuses another type and more than 20 MB at once, without uploading', async () => {
    const { container } = renderWithProviders(<Harness />);
    expect(picker(container).accept).toContain('.docx');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(container), docx('brief.doc'));
    expect(
      await screen.findByText('Er kunnen alleen Word (.docx) bestanden worden geupload'),
    ).toBeTruthy();
    const big = docx();
    Object.defineProperty(big, 'size', { value: MAX_FILE_SIZE_BYTES + 1 });
    await user.upload(picker(container), big);
    expect(await screen.findByText('Maximale bestandsgrootte is 20Mb.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with progress, then polls every 500 ms until processed and names unknown tokens', async () => {
    answers = [
      state({}),
      state({}),
      state({
        state: 'processed',
        processed: true,
        path: `/api/file/${FILE_ID}`,
        tokens: ['naam', 'postcode'],
        unknown_tokens: ['postcode'],
      }),
    ];
    const { container } = renderWithProviders(<Harness />);
    await userEvent.setup().upload(picker(container), docx());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/file-upload/email-word?form_id=form-1');
    expect(((xhr.body as FormData).get('file') as File).name).toBe('brief.docx');
    act(() => xhr.progress(0.4));
    expect(await screen.findByText('brief.docx wordt geüpload: 40%')).toBeTruthy();
    act(() => xhr.respond(200, STORED));

    expect(await screen.findByText(ta('emailWord.processing'))).toBeTruthy();
    expect(changes).toEqual([{ file_id: FILE_ID, url: STORED.url, name: 'brief.docx' }]);
    expect(await screen.findByText(ta('emailWord.processed'))).toBeTruthy();
    expect(stateCalls.length).toBeGreaterThanOrEqual(3);
    expect(stateCalls[0]).toBe(`/api/process-word-file/form-1/${FILE_ID}`);
    expect(screen.getByText(/\$postcode\$/)).toBeTruthy();
    // Done: no more asking.
    const asked = stateCalls.length;
    await new Promise((resolve) => setTimeout(resolve, WORD_STATE_POLL_MS * 3));
    expect(stateCalls.length).toBe(asked);
  });

  it("shows the server's reason for a refused template and the server's upload refusal", async () => {
    answers = [state({ state: 'failed', processed: true, error: 'Het loopt niet af.' })];
    const { container } = renderWithProviders(
      <Harness initial={{ file_id: FILE_ID, name: 'brief.docx' }} />,
    );
    expect(await screen.findByText('Het loopt niet af.')).toBeTruthy();
    expect(screen.getByText(ta('emailWord.failed'))).toBeTruthy();

    await userEvent.setup().upload(picker(container), docx('ander.docx'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.last().respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Er kunnen alleen Word (.docx) bestanden worden geupload',
      }),
    );
    expect(
      await screen.findByText('Er kunnen alleen Word (.docx) bestanden worden geupload'),
    ).toBeTruthy();
    // The stored template stays.
    expect(changes).toEqual([]);
  });

  it('removes the template', async () => {
    answers = [state({ state: 'processed', processed: true })];
    renderWithProviders(<Harness initial={{ file_id: FILE_ID, name: 'brief.docx' }} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: ta('emailWord.remove') }));
    expect(changes).toEqual([null]);
    expect(screen.getByText(ta('emailWord.none'))).toBeTruthy();
  });
});
