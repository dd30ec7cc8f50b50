import { elementsMessages } from './elements';
import { rulesMessages } from './rules';
import { serverMessages } from './server';
import { specTextsMessages } from './spec-texts';
import { webUiMessages } from './web-ui';

/** Every user-visible Dutch text, keyed. Parts are owned per area; keys never collide. */
export const MESSAGES = {
  ...specTextsMessages,
  ...elementsMessages,
  ...rulesMessages,
  ...webUiMessages,
  ...serverMessages,
} as const;

/** A key of the message catalogue. */
export type TMessageKey = keyof typeof MESSAGES;
