import type { TSubjectHit } from '@eform/core/api/subject-requests';
import { formatDate } from '@eform/core/format';
import { tc } from '@eform/core/messages/clients';
import { Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** The hits of one form, in the order the server gave them. */
export interface TFormGroup {
  formId: string;
  formName: string;
  hits: TSubjectHit[];
}

/** The hits grouped by form (the server answers them sorted by form). */
export function groupByForm(items: readonly TSubjectHit[]): TFormGroup[] {
  const groups = new Map<string, TFormGroup>();
  for (const hit of items) {
    const group = groups.get(hit.form_id) ?? {
      formId: hit.form_id,
      formName: hit.form_name,
      hits: [],
    };
    group.hits.push(hit);
    groups.set(hit.form_id, group);
  }
  return [...groups.values()];
}

/**
 * The registrations found, per form: a checkbox for the form (all, some or none of its
 * registrations) and one per registration, with the values that matched.
 */
export function SubjectResults({
  groups,
  selected,
  onChange,
}: {
  groups: readonly TFormGroup[];
  selected: ReadonlySet<string>;
  onChange: (ids: readonly string[], checked: boolean) => void;
}) {
  return (
    <Stack gap="md">
      {groups.map((group) => {
        const ids = group.hits.map((hit) => hit.registration_id);
        const chosen = ids.filter((id) => selected.has(id)).length;
        return (
          <Paper key={group.formId} withBorder radius="md" p="md" component="section">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap" align="center">
                <Checkbox
                  aria-label={tc('subjectRequests.selectForm', { form: group.formName })}
                  checked={chosen === ids.length}
                  indeterminate={chosen > 0 && chosen < ids.length}
                  onChange={(event) => onChange(ids, event.currentTarget.checked)}
                />
                <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {group.formName}
                </Title>
              </Group>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {group.hits.map((hit) => (
                  <HitRow
                    key={hit.registration_id}
                    hit={hit}
                    checked={selected.has(hit.registration_id)}
                    onChange={(checked) => onChange([hit.registration_id], checked)}
                  />
                ))}
              </Stack>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

function HitRow({
  hit,
  checked,
  onChange,
}: {
  hit: TSubjectHit;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const serial = String(hit.serial_number);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="subject-hit">
      <Checkbox
        mt={2}
        aria-label={tc('subjectRequests.select', { serial })}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{tc('subjectRequests.serial', { serial })}</Text>
          <Text c="dimmed" size="sm">
            {formatDate(hit.registration_date)}
          </Text>
          {hit.status === 'draft' && (
            <Badge variant="light" color="gray">
              {tc('subjectRequests.draft')}
            </Badge>
          )}
          {hit.deleted_at && (
            <Badge variant="light" color="orange">
              {tc('subjectRequests.trashed')}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {hit.registration_name}
        </Text>
        {hit.matched.map((match, index) => (
          <Text
            // A value may match twice (two subform items): the index keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: matches have no id of their own
            key={`${match.name}-${index}`}
            size="sm"
            c="dimmed"
            style={{ overflowWrap: 'anywhere' }}
          >
            {match.label}: <mark>{match.value}</mark>
          </Text>
        ))}
      </Stack>
    </Group>
  );
}
