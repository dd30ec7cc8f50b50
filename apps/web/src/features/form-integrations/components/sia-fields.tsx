import type { TSiaMapping, TWebhookIntegration } from '@eform/core/api/integrations';
import { ta } from '@eform/core/messages/admin';
import type { TTokenEntry } from '@eform/core/tokens';
import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { TokenTextInput } from '../../form-admin-kit';
import {
  siaMapping,
  type TElementChoice,
  type TFieldMessages,
  type TSiaChoices,
} from './integrations-model';

type TProps = {
  hook: TWebhookIntegration;
  onChange: (hook: TWebhookIntegration) => void;
  messages: TFieldMessages;
  choices: TSiaChoices;
  tokens: readonly TTokenEntry[];
};

/** A choice of one element, or none. */
function ElementSelect({
  label,
  value,
  choices,
  onChange,
  error,
}: {
  label: string;
  value: string | undefined;
  choices: readonly TElementChoice[];
  onChange: (name: string | undefined) => void;
  error?: string;
}) {
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      data={[{ value: '', label: ta('integrationSettings.siaNoElement') }, ...choices]}
      error={error}
    />
  );
}

/**
 * A Signalen integration's own fields: the API's base URL, its token (write-only: once stored
 * only 'Token is opgeslagen' shows, with 'Token vervangen'), and what a melding is made of.
 */
export function SiaFields({ hook, onChange, messages, choices, tokens }: TProps) {
  const sia = siaMapping(hook.sia);
  const set = (patch: Partial<TSiaMapping>) => onChange({ ...hook, sia: siaMapping(sia, patch) });
  const [replacing, setReplacing] = useState(false);
  const [location, setLocation] = useState<'element' | 'fixed'>(() =>
    !sia.location_element && sia.fixed_lat !== undefined ? 'fixed' : 'element',
  );
  const chooseLocation = (mode: string) => {
    const next = mode === 'fixed' ? 'fixed' : 'element';
    setLocation(next);
    set(
      next === 'fixed'
        ? { location_element: undefined }
        : { fixed_lat: undefined, fixed_lon: undefined },
    );
  };
  const coordinate = (value: string | number) => (typeof value === 'number' ? value : undefined);
  const locationError = messages['sia.location_element'];

  return (
    <Stack gap="md">
      <TextInput
        label={ta('integrationSettings.siaUrl')}
        description={ta('integrationSettings.siaUrlHelp')}
        required
        type="url"
        value={hook.hook_url ?? ''}
        onChange={(event) => onChange({ ...hook, hook_url: event.currentTarget.value })}
        error={messages.hook_url}
      />
      {hook.sia_token_set && !replacing ? (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" data-testid="sia-token-set">
            <IconCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {ta('integrationSettings.siaTokenSet')}
          </Text>
          <Button variant="default" size="xs" onClick={() => setReplacing(true)}>
            {ta('integrationSettings.siaTokenReplace')}
          </Button>
        </Group>
      ) : (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <PasswordInput
            label={ta('integrationSettings.siaToken')}
            autoComplete="new-password"
            value={hook.sia_token ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const { sia_token: _old, ...rest } = hook;
              onChange(value ? { ...rest, sia_token: value } : rest);
            }}
            style={{ flex: '1 1 16rem' }}
          />
          {hook.sia_token_set && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                const { sia_token: _typed, ...rest } = hook;
                onChange(rest);
                setReplacing(false);
              }}
            >
              {ta('integrationSettings.siaTokenKeep')}
            </Button>
          )}
        </Group>
      )}
      <Fieldset legend={ta('integrationSettings.siaMapping')} variant="unstyled">
        <Stack gap="md">
          <TokenTextInput
            label={ta('integrationSettings.siaText')}
            value={sia.text}
            onChange={(text) => set({ text })}
            tokens={tokens}
          />
          <TextInput
            label={ta('integrationSettings.siaCategory')}
            required
            type="url"
            value={sia.category_url}
            onChange={(event) => set({ category_url: event.currentTarget.value })}
            error={messages['sia.category_url']}
          />
          <Radio.Group
            label={ta('integrationSettings.siaLocation')}
            value={location}
            onChange={chooseLocation}
          >
            <Group gap="md" mt={6}>
              <Radio value="element" label={ta('integrationSettings.siaLocation.element')} />
              <Radio value="fixed" label={ta('integrationSettings.siaLocation.fixed')} />
            </Group>
          </Radio.Group>
          {location === 'element' ? (
            <ElementSelect
              label={ta('integrationSettings.siaLocationElement')}
              value={sia.location_element}
              choices={choices.location}
              onChange={(location_element) => set({ location_element })}
              error={
                locationError ??
                (choices.location.length === 0
                  ? ta('integrationSettings.siaNoLocationElements')
                  : undefined)
              }
            />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={ta('integrationSettings.siaLat')}
                value={sia.fixed_lat ?? ''}
                min={-90}
                max={90}
                decimalScale={7}
                onChange={(value) => set({ fixed_lat: coordinate(value) })}
                error={locationError}
              />
              <NumberInput
                label={ta('integrationSettings.siaLon')}
                value={sia.fixed_lon ?? ''}
                min={-180}
                max={180}
                decimalScale={7}
                onChange={(value) => set({ fixed_lon: coordinate(value) })}
                error={Boolean(locationError)}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ElementSelect
              label={ta('integrationSettings.siaReporterEmail')}
              value={sia.reporter_email_element}
              choices={choices.email}
              onChange={(reporter_email_element) => set({ reporter_email_element })}
            />
            <ElementSelect
              label={ta('integrationSettings.siaReporterPhone')}
              value={sia.reporter_phone_element}
              choices={choices.phone}
              onChange={(reporter_phone_element) => set({ reporter_phone_element })}
            />
          </SimpleGrid>
          <Switch
            label={ta('integrationSettings.siaSharing')}
            checked={sia.sharing_allowed}
            onChange={(event) => set({ sharing_allowed: event.currentTarget.checked })}
          />
          <MultiSelect
            label={ta('integrationSettings.siaPhotos')}
            description={ta('integrationSettings.siaPhotosHelp')}
            data={choices.photos}
            value={sia.photo_elements}
            onChange={(photo_elements) => set({ photo_elements })}
            clearable
          />
          <TextInput
            label={ta('integrationSettings.siaSource')}
            value={sia.source}
            onChange={(event) => set({ source: event.currentTarget.value })}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
