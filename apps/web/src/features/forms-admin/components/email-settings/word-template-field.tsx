import type { TWordFileState } from '@eform/core/api';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import type { TEmailSettingFields } from '@eform/core/email';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Input,
  Loader,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../../lib/http/api-error';
import { wordFileStateQuery } from '../../api/email-word-api';
import { formMetadataQuery } from '../../api/form-detail-api';
import { uploadFormAsset } from '../../api/upload-form-asset';

type TWordUpload = NonNullable<TEmailSettingFields['word_upload']>;

type TProps = {
  formId: string;
  value: TWordUpload | null;
  onChange: (value: TWordUpload | null) => void;
  /** The check's message (a Word attachment without a template). */
  issue?: string;
};

type TRunning = { name: string; percent: number; controller: AbortController };

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
  const [running, setRunning] = useState<TRunning>();
  const [message, setMessage] = useState<string>();
  const runningRef = useRef<TRunning | undefined>(undefined);
  const resetPicker = useRef<() => void>(null);
  const fileId = value?.file_id ?? '';
  const state = useQuery({ ...wordFileStateQuery(formId, fileId), enabled: fileId !== '' });
  const processed = state.data?.processed === true;
  const metadataKey = formMetadataQuery(formId).queryKey;

  useEffect(
    () => () => {
      runningRef.current?.controller.abort();
      runningRef.current = undefined;
    },
    [],
  );

  // The form's lock follows the template: asked again once it is processed.
  useEffect(() => {
    if (processed) void queryClient.invalidateQueries({ queryKey: metadataKey });
  }, [processed, queryClient, metadataKey]);

  const pick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file || runningRef.current) return;
    if (!isDocx(file.name)) return setMessage(te('element.wordDocxOnly'));
    if (file.size > MAX_FILE_SIZE_BYTES) return setMessage(t('validation.fileSize'));
    const run: TRunning = { name: file.name, percent: 0, controller: new AbortController() };
    runningRef.current = run;
    setMessage(undefined);
    setRunning(run);
    try {
      const stored = await uploadFormAsset('email-word', formId, file, {
        signal: run.controller.signal,
        onProgress: (percent) => setRunning((now) => (now === run ? { ...run, percent } : now)),
      });
      if (runningRef.current !== run) return;
      onChange({ file_id: stored.file_id, url: stored.url, name: stored.name });
      // Pending now: the form container shows its notice and polls until it is processed.
      void queryClient.invalidateQueries({ queryKey: metadataKey });
    } catch (error) {
      if (runningRef.current === run) {
        setMessage(serverMessage(error) ?? t('upload.failed', { name: file.name }));
      }
    } finally {
      if (runningRef.current === run) {
        runningRef.current = undefined;
        setRunning(undefined);
      }
    }
  };

  const data = state.data;
  return (
    <Input.Wrapper
      label={ta('emailSettings.wordTemplate')}
      description={ta('emailWord.hint')}
      error={message ?? issue}
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
        {running && (
          <Stack gap={4}>
            <Text size="sm">
              {ta('emailWord.uploading', { name: running.name, percent: running.percent })}
            </Text>
            <Progress value={running.percent} aria-label={running.name} />
          </Stack>
        )}
        {value && !running && <WordState data={state.data} failed={state.isError} />}
        <Group gap="xs">
          <FileButton
            resetRef={resetPicker}
            onChange={(file) => void pick(file)}
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          >
            {(button) => (
              <Button {...button} variant="default" size="xs" disabled={running !== undefined}>
                {ta(value ? 'emailWord.replace' : 'emailWord.choose')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={running !== undefined}
              onClick={() => {
                setMessage(undefined);
                onChange(null);
              }}
            >
              {ta('emailWord.remove')}
            </Button>
          )}
        </Group>
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
