import type { TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { listTokens, type TListTokensOptions, type TTokenEntry } from '@eform/core/tokens';
import { Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { copyText } from '../../../ui/copy-text';
import { TokensDisclosure } from './tokens-disclosure';
import { tokenIcon } from './tokens-icons';

type TTokensListProps = TListTokensOptions & {
  /** The (sub)form schema to list the tokens of, through core's `listTokens`. */
  schema?: TSchema;
  /** A ready token list instead of a schema; give one or the other. */
  tokens?: readonly TTokenEntry[];
  /** Show the note that tokens are replaced by the entered value; default true. */
  withNote?: boolean;
};

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The token as a button: it copies the token, and long names wrap instead of overflowing. */
function TokenChip({ token }: { token: string }) {
  return (
    <Button
      variant="light"
      size="compact-sm"
      ff="monospace"
      fw={500}
      aria-label={ta('tokensPanel.copy', { token })}
      rightSection={<IconCopy size={14} aria-hidden />}
      onClick={() => void copyText(token)}
      h="auto"
      mih={24}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' } }}
    >
      {token}
    </Button>
  );
}

function TokenItem({ entry }: { entry: TTokenEntry }) {
  const Icon = tokenIcon(entry.elementType);
  const children = entry.children ?? [];
  return (
    <Box component="li" data-testid={`tokens-entry-${entry.name}`}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" size="md" aria-hidden>
          <Icon size={16} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4} miw={0} flex={1}>
          <Group gap="xs" wrap="wrap" align="center">
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {entry.label}
            </Text>
            <TokenChip token={entry.token} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.description}
          </Text>
          {children.length > 0 && (
            <TokensDisclosure
              size="compact-sm"
              label={(open) => (open ? ta('tokens.hide') : ta('tokens.show'))}
            >
              {() => <TokenEntries entries={children} nested />}
            </TokensDisclosure>
          )}
        </Stack>
      </Group>
    </Box>
  );
}

const NESTED_STYLE = {
  ...LIST_STYLE,
  // The line marks the nesting; the small indent keeps deep subforms within a phone's width.
  paddingLeft: 'var(--mantine-spacing-sm)',
  borderLeft: '2px solid var(--mantine-color-gray-3)',
} as const;

function TokenEntries({
  entries,
  nested = false,
}: {
  entries: readonly TTokenEntry[];
  nested?: boolean;
}) {
  return (
    <Stack
      component="ul"
      gap="sm"
      style={nested ? NESTED_STYLE : LIST_STYLE}
      aria-label={nested ? undefined : ta('tokensPanel.list')}
      data-testid={nested ? undefined : 'tokens-list'}
    >
      {/* Data names are unique per level; a registration token may share one with an element. */}
      {entries.map((entry) => (
        <TokenItem key={`${entry.elementType}:${entry.name}`} entry={entry} />
      ))}
    </Stack>
  );
}

/**
 * The tokens of a schema (doc 2 §2 "Tokens panel"): per entry an icon by element type, the
 * label, a chip that copies the token, and the description; subform tokens and datasource fields
 * behind 'Toon tokens'. The options go to core's `listTokens`. Reused by the e-mail settings,
 * which may pass a ready `tokens` list instead of a schema.
 */
export function TokensList({ schema, tokens, withNote = true, ...options }: TTokensListProps) {
  const both = schema !== undefined && tokens !== undefined;
  useEffect(() => {
    // A caller bug, as in the spec: say so to the developer; the given list still wins.
    if (both) console.error('TokensList: pass either a token list or a schema, not both.');
  }, [both]);
  const entries = tokens ?? listTokens(schema ?? [], options);
  return (
    <Stack gap="sm">
      {withNote && (
        <Text size="sm" c="dimmed">
          {ta('tokens.note')}
        </Text>
      )}
      {entries.length === 0 ? (
        <Text data-testid="tokens-empty">{ta('tokensPanel.empty')}</Text>
      ) : (
        <TokenEntries entries={entries} />
      )}
    </Stack>
  );
}
