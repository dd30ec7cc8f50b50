import { MAX_NAME_LENGTH } from '@eform/core/api';
import type { TDatasourceType } from '@eform/core/api/datasources';
import { type TPlainClientsMessageKey, tc } from '@eform/core/messages/clients';
import {
  Button,
  FileButton,
  Group,
  Input,
  List,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CSV_ACCEPT, type TDatasourceFormValues } from '../lib/datasource-form-model';

/** The two coordinate systems with the spec's names (doc 3 §3). */
const CRS_OPTIONS = [
  { value: 'EPSG:4326', label: 'datasource.crsWgs84' },
  { value: 'EPSG:28992', label: 'datasource.crsRdNew' },
] as const satisfies readonly { value: string; label: TPlainClientsMessageKey }[];

/**
 * The fields of the create and edit screens: name, the coordinate system (map layers only) and
 * the CSV file, each with its own error text; `uploading` shows the file's upload progress.
 */
export function DatasourceFields({
  form,
  type,
  editing,
  uploading,
}: {
  form: UseFormReturn<TDatasourceFormValues>;
  type: TDatasourceType;
  editing: boolean;
  uploading: { name: string; percent: number } | null;
}) {
  const { errors } = form.formState;
  return (
    <>
      <TextInput
        label={tc('datasources.field.name')}
        required
        maxLength={MAX_NAME_LENGTH}
        error={errors.name?.message}
        {...form.register('name')}
      />
      {type === 'map_features' && (
        <Controller
          control={form.control}
          name="field_crs"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={tc('datasources.field.crs')}
              withAsterisk
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value || null)}
              error={fieldState.error?.message}
            >
              <Stack gap="xs" mt={6}>
                {CRS_OPTIONS.map((option) => (
                  <Radio
                    key={option.value}
                    value={option.value}
                    label={tc(option.label)}
                    ref={option.value === CRS_OPTIONS[0].value ? field.ref : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            label={tc(editing ? 'datasources.field.newFile' : 'datasources.field.file')}
            labelElement="div"
            withAsterisk={!editing}
            description={tc(
              editing ? 'datasources.field.newFileHelp' : 'datasources.field.fileHelp',
            )}
            error={fieldState.error?.message}
          >
            <Stack gap={6} mt={6}>
              <Text size="sm" data-testid="datasource-file-name">
                {field.value ? field.value.name : tc('datasources.field.none')}
              </Text>
              {uploading && (
                <Stack gap={4}>
                  <Text size="sm">
                    {tc('datasources.uploading', {
                      name: uploading.name,
                      percent: uploading.percent,
                    })}
                  </Text>
                  <Progress value={uploading.percent} aria-label={uploading.name} />
                </Stack>
              )}
              <Group gap="xs">
                <FileButton
                  accept={CSV_ACCEPT}
                  onChange={(file) => {
                    field.onChange(file);
                    void form.trigger('file');
                  }}
                >
                  {(button) => (
                    <Button
                      {...button}
                      ref={field.ref}
                      variant="default"
                      size="xs"
                      disabled={uploading !== null}
                    >
                      {tc(field.value ? 'datasources.field.replace' : 'datasources.field.choose')}
                    </Button>
                  )}
                </FileButton>
                {field.value && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    disabled={uploading !== null}
                    onClick={() => field.onChange(null)}
                  >
                    {tc('datasources.field.clear')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Input.Wrapper>
        )}
      />
      <CsvHelp type={type} />
    </>
  );
}

/** A short help on the CSV format (doc 3 §3 'Datasource CSV format'). */
function CsvHelp({ type }: { type: TDatasourceType }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="csv-help-title">
      <Title order={2} size="h5" id="csv-help-title" mb="xs">
        {tc('datasources.csvHelp.title')}
      </Title>
      <Text size="sm" mb="xs">
        {tc('datasources.csvHelp.format')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{tc('datasources.csvHelp.name')}</List.Item>
        <List.Item>{tc('datasources.csvHelp.status')}</List.Item>
        {type === 'map_features' && (
          <>
            <List.Item>{tc('datasources.csvHelp.wgs84')}</List.Item>
            <List.Item>{tc('datasources.csvHelp.rd')}</List.Item>
          </>
        )}
        <List.Item>{tc('datasources.csvHelp.fields')}</List.Item>
      </List>
      <Text size="sm" mt="xs">
        {tc('datasources.csvHelp.caseSensitive')}
      </Text>
    </Paper>
  );
}
