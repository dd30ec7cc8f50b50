import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconClipboardCopy, IconDownload, IconSelectAll } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import { copyText } from '../../../ui/copy-text';
import { PageHeader } from '../../../ui/page-header';
import { useSession } from '../../session';
import { dumpStore } from '../lib/saved-store';

const FILE_NAME = 'unsaved-registrations.json';

/**
 * `/debug/unsaved-registrations` (doc 1 §2.1): what this device keeps for the user, as JSON, to
 * download, copy or select for a helpdesk (files by size only: their bytes stay on the device).
 */
export function UnsavedRegistrationsDebugPage() {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const [json, setJson] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const codeRef = useRef<HTMLPreElement>(null);

  useEffect(() => {
    if (userId === null) return;
    dumpStore(userId)
      .then((dump) => setJson(JSON.stringify(dump, null, 2)))
      .catch(() => setFailed(true));
  }, [userId]);

  const download = () => {
    if (json === null) return;
    saveBlob(new Blob([json], { type: 'application/json' }), FILE_NAME);
  };
  const selectAll = () => {
    const node = codeRef.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.unsavedRegistrations')} />
      <Text size="sm" c="dimmed">
        {th('saved.debugIntro')}
      </Text>
      {failed && <Alert color="red" variant="light" title={th('saved.loadFailed')} />}
      <Group gap="sm">
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={download}
          disabled={json === null}
        >
          {th('saved.debugDownload')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconClipboardCopy size={18} aria-hidden />}
          onClick={() => json !== null && void copyText(json)}
          disabled={json === null}
        >
          {th('saved.debugCopy')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconSelectAll size={18} aria-hidden />}
          onClick={selectAll}
          disabled={json === null}
        >
          {th('saved.debugSelectAll')}
        </Button>
      </Group>
      {json !== null && (
        <Code
          block
          ref={codeRef}
          data-testid="saved-dump"
          style={{ maxHeight: '60vh', overflow: 'auto' }}
        >
          {json}
        </Code>
      )}
    </Stack>
  );
}
