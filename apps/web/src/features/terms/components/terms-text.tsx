import { th } from '@eform/core/messages/home';
import { Stack, Text } from '@mantine/core';

const PARAGRAPHS = [
  'ui.terms.use',
  'ui.terms.account',
  'ui.terms.data',
  'ui.terms.credits',
] as const;

/** The terms themselves, numbered: on the terms wall and wherever a screen lets them be read. */
export function TermsText() {
  return (
    <Stack gap="xs" component="ol" pl="lg" my={0} data-testid="terms-text">
      {PARAGRAPHS.map((key) => (
        <Text key={key} component="li" size="sm">
          {th(key)}
        </Text>
      ))}
    </Stack>
  );
}
