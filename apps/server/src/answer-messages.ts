import { registerAnswerMessages } from '@eform/core/errors';
import { SERVER_ONLY_MESSAGES } from '@eform/core/messages/server-only';

/**
 * Registers the server's answer texts (the server-only catalogue) with core's errors, so a
 * `DomainError` with a `server.*` key carries its Dutch text. Imported for its effect by the app
 * (app.ts) and the server's test setup, before any error is made.
 */
registerAnswerMessages(SERVER_ONLY_MESSAGES);
