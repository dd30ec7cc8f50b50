import { buildMailMessage, type TMailMessageInput } from '../modules/deliveries/mail-message';
import type { TRegistrationDocument } from '../modules/documents';
import { renderRegistrationPdf } from '../modules/documents';
import {
  fillTemplate,
  prepareTemplate,
  type TPreparedTemplate,
  type TWordFillInput,
  WordTemplateError,
} from '../modules/email-word/word-template';
import type { TTaskContext } from './protocol';
import { serveTasks } from './serve-tasks';

// The child entry of the document pool (issue 29): the renderers run here, in a process of their
// own, never on the server's event loop. `npm start` runs this bundled as dist/document-worker.mjs
// (scripts/build-server.ts); tests and `npm run dev` run this file through tsx.

/** The document tasks: what the server's pool (documents.ts) asks by name. */
export const DOCUMENT_TASKS = {
  'registration-pdf': (input: Omit<TRegistrationDocument, 'readFile'>, context: TTaskContext) =>
    renderRegistrationPdf({ ...input, readFile: context.readFile }),
  'word-prepare': async (bytes: Buffer) => {
    try {
      return await prepareTemplate(bytes);
    } catch (error) {
      // Its name crosses to the server, which makes it a WordTemplateError again.
      if (error instanceof WordTemplateError) error.name = 'WordTemplateError';
      throw error;
    }
  },
  'word-fill': (
    input: { template: TPreparedTemplate; fill: Omit<TWordFillInput, 'readFile'> },
    context: TTaskContext,
  ) => fillTemplate(input.template, { ...input.fill, readFile: context.readFile }),
  // A delivery's whole message: content, base64 of the PDF and files, MIME (mail-message.ts).
  'registration-mail': (input: TMailMessageInput, context: TTaskContext) =>
    buildMailMessage(input, context.readFile),
};

serveTasks(DOCUMENT_TASKS);
