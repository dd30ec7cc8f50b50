import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { SERVER_ONLY_MESSAGES } from '../messages/server-only';
import {
  DomainError,
  formatMessage,
  isDomainError,
  messageForCode,
  registerAnswerMessages,
} from './domain-error';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, isErrorCode } from './error-codes';

describe('ERROR_CODES', () => {
  it.each(ERROR_CODES)('%s has a Dutch text in the main or the server catalogue', (code) => {
    const key = ERROR_MESSAGE_KEYS[code];
    expect(
      key in MESSAGES
        ? MESSAGES[key as keyof typeof MESSAGES]
        : SERVER_ONLY_MESSAGES[key as keyof typeof SERVER_ONLY_MESSAGES],
    ).toBeTruthy();
  });

  it('recognises codes', () => {
    expect(isErrorCode('FORBIDDEN')).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode(403)).toBe(false);
  });
});

describe('DomainError', () => {
  // As the server does at start: its answer texts are the server-only catalogue's.
  beforeAll(() => registerAnswerMessages(SERVER_ONLY_MESSAGES));
  afterAll(() => registerAnswerMessages({}));

  it('carries the code, params and the Dutch text', () => {
    const error = new DomainError('TOO_MANY_LOGIN_ATTEMPTS', { params: { minutes: 15 } });
    expect(error.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(error.params).toEqual({ minutes: 15 });
    expect(error.message).toBe('Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('takes a more specific message key', () => {
    const error = new DomainError('VALIDATION', {
      messageKey: 'server.error.fieldRequired',
      params: { field: 'username' },
    });
    expect(error.message).toBe('Het veld "username" is verplicht.');
    expect(error.messageKey).toBe('server.error.fieldRequired');
  });

  it('uses the spec text for a failed login', () => {
    expect(messageForCode('LOGIN_FAILED')).toBe('Er is iets mis gegaan tijdens het inloggen.');
  });

  it("shows a server text's key until the server registers its texts (the web never loads them)", () => {
    registerAnswerMessages({});
    expect(formatMessage('server.error.notFound')).toBe('server.error.notFound');
    registerAnswerMessages(SERVER_ONLY_MESSAGES);
    expect(formatMessage('server.error.notFound')).toBe(
      'De gevraagde gegevens zijn niet gevonden.',
    );
  });

  it('returns an unknown key as it is', () => {
    expect(formatMessage('nope' as never)).toBe('nope');
  });
});
