import { prepareTemplateInSandbox } from './documents';

/**
 * Starts the document pool's child before a test file's first document: its first start (the
 * renderers' modules through tsx) takes seconds on a loaded machine, which a test's own wait for
 * a mail should not have to cover. Call in a beforeAll (with closeDocumentSandbox in an afterAll).
 */
export const warmDocumentSandbox = () =>
  prepareTemplateInSandbox(Buffer.from('warm')).then(
    () => undefined,
    () => undefined,
  );
