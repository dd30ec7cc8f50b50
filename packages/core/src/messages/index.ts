import { elementsMessages } from './elements';
import { fillScreensMessages } from './fill-screens';
import { fillUiMessages } from './fill-ui';
import { fillTemplate, type TParamNames, type TTemplateArgs } from './format';
import { rolesMessages } from './roles';
import { rulesMessages } from './rules';
import { savedFillMessages } from './saved-fill';
import { specTextsMessages } from './spec-texts';
import { webUiMessages } from './web-ui';

/** Every user-visible Dutch text, keyed. Parts are owned per area; keys never collide. */
export const MESSAGES = {
  ...specTextsMessages,
  ...elementsMessages,
  ...rulesMessages,
  ...rolesMessages,
  ...webUiMessages,
  ...fillUiMessages,
  ...fillScreensMessages,
  ...savedFillMessages,
} as const;

/** A key of the message catalogue. */
export type TMessageKey = keyof typeof MESSAGES;

/** The parameters a message needs: one string or number per `{name}` placeholder. */
export type TMessageParams<K extends TMessageKey> = Record<
  TParamNames<(typeof MESSAGES)[K]>,
  string | number
>;

type TArgs<K extends TMessageKey> = TTemplateArgs<(typeof MESSAGES)[K]>;

/**
 * The Dutch text for `key` with its `{name}` placeholders filled in.
 * @example t('client.switched', { client: 'Demo Gemeente' })
 */
export function t<K extends TMessageKey>(key: K, ...[params]: TArgs<K>): string {
  return fillTemplate(MESSAGES[key], params as Record<string, string | number> | undefined);
}
