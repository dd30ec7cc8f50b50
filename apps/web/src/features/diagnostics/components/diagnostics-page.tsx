import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { CameraTest } from './camera-test';
import { FileInputTest } from './file-input-test';

/**
 * ios_debugging (`/debug/ios-debugging`, doc 1 §2.1, doc 3 'Diagnostics and debug'; also reached
 * by tapping the avatar 10 times): the camera at three resolutions and the file inputs, to find
 * out on a user's own device why taking or choosing a photo fails.
 */
export function DiagnosticsPage() {
  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.iosDebugging')} description={th('diagnostics.description')} />
      <CameraTest />
      <FileInputTest />
    </Stack>
  );
}
