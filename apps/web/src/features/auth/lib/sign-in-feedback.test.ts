import { t } from '@eform/core/messages';
import { ts } from '@eform/core/messages/server-only';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { NoClientError } from './sign-in';
import { signInFeedback } from './sign-in-feedback';

describe('signInFeedback', () => {
  it.each([
    [
      'a wrong password',
      new ApiError(401, ts('auth.invalidCredentials')),
      true,
      ts('auth.invalidCredentials'),
    ],
    [
      'too many attempts',
      new ApiError(429, 'Te veel inlogpogingen.'),
      true,
      'Te veel inlogpogingen.',
    ],
    ['no answer at all', new ApiError(0, 'Failed to fetch'), true, t('ui.login.offline')],
    ['a server error while offline', new ApiError(503, 'HTTP 503'), false, t('ui.login.offline')],
    ['a server error', new ApiError(500, 'HTTP 500'), true, t('login.exception')],
    ['anything else', new Error('boom'), true, t('login.exception')],
  ])('%s', (_situation, error, online, message) => {
    expect(signInFeedback(error, online)).toEqual({ message, kind: 'error' });
  });

  it('tells an account without client that it was signed out, as a notice', () => {
    expect(signInFeedback(new NoClientError(), true)).toEqual({
      message: t('account.noClient'),
      kind: 'notice',
    });
  });
});
