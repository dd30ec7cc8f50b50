import { formatDate } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import { Badge, Group, Switch, Text } from '@mantine/core';
import { useId } from 'react';

/** Who may move the switch: on needs 'eform form publish', off needs 'eform form unpublish'. */
export type TPublishRights = { canPublish: boolean; canUnpublish: boolean };

/** Whether the switch can be moved now: the right for the direction it would go, and idle. */
export function canTogglePublished(
  published: boolean,
  rights: TPublishRights,
  pending: boolean,
): boolean {
  return !pending && (published ? rights.canUnpublish : rights.canPublish);
}

/** 'Laatst gewijzigd op 5 mrt. 2026 14:07 door jan@…', without 'door' when nobody is known. */
export function lastModifiedText(updatedAt: string, username: string | null | undefined): string {
  const date = formatDate(updatedAt);
  return username
    ? ta('formDetail.publish.lastModified', { date, user: username })
    : ta('formDetail.publish.lastModifiedNoUser', { date });
}

type TPublishControlProps = TPublishRights & {
  published: boolean;
  pending: boolean;
  updatedAt: string;
  username: string | null | undefined;
  onChange: (published: boolean) => void;
};

/** The publish switch with the state chip and the last-modified line (doc 2 §2). */
export function PublishControl({
  published,
  pending,
  updatedAt,
  username,
  onChange,
  ...rights
}: TPublishControlProps) {
  const enabled = canTogglePublished(published, rights, pending);
  const allowed = published ? rights.canUnpublish : rights.canPublish;
  const notAllowedId = useId();
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Switch
          label={ta('forms.published')}
          checked={published}
          disabled={!enabled}
          aria-describedby={allowed ? undefined : notAllowedId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          data-testid="form-publish-switch"
        />
        <Badge
          variant="light"
          color={published ? 'green' : 'gray'}
          role="status"
          data-testid="form-publish-state"
        >
          {published ? ta('forms.published') : ta('forms.unpublished')}
        </Badge>
      </Group>
      {!allowed && (
        <Text size="sm" c="dimmed" id={notAllowedId}>
          {ta('formDetail.publish.notAllowed')}
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="form-last-modified">
        {lastModifiedText(updatedAt, username)}
      </Text>
    </>
  );
}
