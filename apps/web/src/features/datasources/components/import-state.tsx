import type { TDatasource } from '@eform/core/api/datasources';
import { tc } from '@eform/core/messages/clients';
import { Stack, Text } from '@mantine/core';

/** Where the datasource's import stands; a failed one with the server's reason (doc 3 §2). */
export function ImportState({ datasource }: { datasource: TDatasource }) {
  const failed = datasource.import_state === 'failed';
  return (
    <Stack gap={2}>
      <Text size="sm" c={failed ? 'red.9' : undefined} fw={failed ? 600 : undefined}>
        {tc(`datasources.state.${datasource.import_state}`)}
      </Text>
      {failed && datasource.import_error && (
        <Text size="sm" c="red.9" style={{ wordBreak: 'break-word' }}>
          {datasource.import_error}
        </Text>
      )}
    </Stack>
  );
}
