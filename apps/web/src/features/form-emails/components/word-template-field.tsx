import type { TWordFileState } from '@eform/core/api';
import type { TEmailSettingFields } from '@eform/core/email';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { Alert, Anchor, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AssetUploadControls, formMetadataQuery, useFormAssetUpload } from '../../form-admin-kit';
import { wordFileStateQuery } from '../api/email-word-api';

type TWordUpload = NonNullable<TEmailSettingFields['word_upload']>;

type TProps = {
  formId: string;
  value: TWordUpload | null;
  onChange: (value: TWordUpload | null) => void;
  /** The check's message (a Word attachment without a template). */
  issue?: string;
};

const isDocx = (name: string) => name.toLowerCase().endsWith('.docx');

/**
 * The Word template of an e-mail setting (doc 2 §5, §7): a .docx picked (another type or more
 * than 20 MB said at once), uploaded with its progress to api/file-upload/email-word, then its
 * processing asked every 500 ms until done; meanwhile the form's metadata (polled every 10 s by
 * the form container) locks filling. Processed: the tokens the form does not know are named;
 * refused: the server's reason. The template can be replaced or removed.
 */
export function WordTemplateField({ formId, value, onChange, issue }: TProps) {
  const queryClient = useQueryClient();
  const fileId = value?.file_id ?? '';
  const state = useQuery({ ...wordFileStateQuery(formId, fileId), enabled: fileId !== '' });
  const processed = state.data?.processed === true;
  const metadataKey = formMetadataQuery(formId).queryKey;

  useEffect(() => {
    if (processed) void queryClient.invalidateQueries({ queryKey: metadataKey });
  }, [processed, queryClient, metadataKey]);

  const upload = useFormAssetUpload({
    kind: 'email-word',
    formId,
    accepts: isDocx,
    refused: te('element.wordDocxOnly'),
    onStored: (stored) => {
      onChange({ file_id: stored.file_id, url: stored.url, name: stored.name });
      void queryClient.invalidateQueries({ queryKey: metadataKey });
    },
  });

  const data = state.data;
  return (
    <Input.Wrapper
      label={ta('emailSettings.wordTemplate')}
      description={ta('emailWord.hint')}
      error={upload.message ?? issue}
      required
    >
      <Stack gap="xs" mt={4} data-testid="word-template">
        {value ? (
          <Group gap="xs">
            <Text size="sm">{ta('emailWord.file', { name: value.name ?? value.file_id })}</Text>
            {data?.path && (
              <Anchor size="sm" href={data.path} download>
                {ta('emailWord.download')}
              </Anchor>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {ta('emailWord.none')}
          </Text>
        )}
        {value && !upload.running && <WordState data={state.data} failed={state.isError} />}
        <AssetUploadControls
          upload={upload}
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          hasFile={Boolean(value)}
          progressText={(running) => ta('emailWord.uploading', running)}
          chooseLabel={ta('emailWord.choose')}
          replaceLabel={ta('emailWord.replace')}
          removeLabel={ta('emailWord.remove')}
          onRemove={() => onChange(null)}
        />
      </Stack>
    </Input.Wrapper>
  );
}

/** Processing, processed (with the unknown tokens) or refused (with the reason). */
function WordState({ data, failed }: { data: TWordFileState | undefined; failed: boolean }) {
  if (failed && !data) {
    return (
      <Text size="sm" c="red">
        {ta('emailWord.stateFailed')}
      </Text>
    );
  }
  if (!data?.processed) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{ta('emailWord.processing')}</Text>
      </Group>
    );
  }
  if (data.state === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title={ta('emailWord.failed')}>
        {data.error}
      </Alert>
    );
  }
  return (
    <Stack gap={4} role="status">
      <Text size="sm" c="green.8">
        {ta('emailWord.processed')}
      </Text>
      {data.unknown_tokens.length > 0 && (
        <Alert color="yellow" variant="light">
          {ta('emailWord.unknownTokens', {
            tokens: data.unknown_tokens.map((token) => `$${token}$`).join(', '),
          })}
        </Alert>
      )}
    </Stack>
  );
}
