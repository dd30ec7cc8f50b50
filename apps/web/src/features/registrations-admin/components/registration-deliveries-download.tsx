import { ta } from '@eform/core/messages/admin';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/save-blob';
import { fetchEmailAttachments, type TAdminRegistration } from '../api/registration-detail-api';

/**
 * 'E-mailbijlagen downloaden' (doc 2 'Registration detail', §7): the attachments of the
 * registration's sent e-mails as a zip, saved under the registration's number; any failure is the
 * spec's 'Bestand konden niet worden gedownload.'.
 */
export function DownloadEmailsButton({
  registration,
  disabled,
}: {
  registration: TAdminRegistration;
  disabled?: boolean;
}) {
  const download = useMutation({
    mutationFn: () => fetchEmailAttachments(registration.form_id, registration._id),
    onSuccess: (blob) =>
      saveBlob(
        blob,
        `${ta('registrationDetail.downloadEmailsFileName', {
          serial: String(registration.registration_serial_number),
        })}.zip`,
      ),
    onError: () =>
      notifications.show({ color: 'red', message: ta('registrations.downloadFailed') }),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      disabled={disabled}
      onClick={() => download.mutate()}
    >
      {ta('registrationDetail.downloadEmails')}
    </Button>
  );
}
