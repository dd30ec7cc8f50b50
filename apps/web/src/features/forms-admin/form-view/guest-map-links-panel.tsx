import type { TSchema } from '@eform/core/elements';
import { guestMapElements } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Text } from '@mantine/core';
import { copyText } from '../../../ui/copy-text';
import { useFormDetail } from '../../form-admin-kit';
import { buildGuestMapLink } from '../lib/guest-link';
import { CopyLinkField } from './copy-link-field';
import { DetailPanel } from './detail-panel';

/**
 * The public link of each map element with guest_map_enabled in `schema` (doc 2 §Form detail,
 * doc 3 §2), each with a copy button; nothing without such a map.
 */
export function GuestMapLinks({
  formId,
  schema,
  origin,
  onCopy,
}: {
  formId: string;
  schema: TSchema;
  /** The page's origin, e.g. https://eform.example.nl. */
  origin: string;
  onCopy: (link: string) => void;
}) {
  const maps = guestMapElements(schema);
  if (maps.length === 0) return null;
  return (
    <DetailPanel title={ta('formSharing.guestMap.title')} testId="guest-map-links-panel">
      <Text size="sm" c="dimmed">
        {ta('formSharing.guestMap.intro')}
      </Text>
      {maps.map((element) => {
        const label = element.label || element.name;
        return (
          <CopyLinkField
            key={element.uuid}
            label={ta('formSharing.guestMap.link', { label })}
            link={buildGuestMapLink(origin, formId, element.name)}
            onCopy={onCopy}
            copyName={ta('formSharing.guestMap.copy', { label })}
            testId={`guest-map-link-${element.name}`}
          />
        );
      })}
    </DetailPanel>
  );
}

/**
 * The public maps' links on the Bekijk tab. The tab shows the saved form, so a link shows once
 * the form with its map turned public is saved (the guest map reads the saved form).
 */
export function GuestMapLinksPanel() {
  const { form } = useFormDetail();
  return (
    <GuestMapLinks
      formId={form.form_id}
      schema={form.schema}
      origin={window.location.origin}
      onCopy={(link) => void copyText(link)}
    />
  );
}
