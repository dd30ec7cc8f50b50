import { SimpleGrid, Stack } from '@mantine/core';
import { AccessPanel } from './access-panel';
import { BadInternetPanel } from './bad-internet-panel';
import { DeletePanel } from './delete-panel';
import { DetailsPanel } from './details-panel';
import { DuplicatePanel } from './duplicate-panel';
import { GuestAccessPanel } from './guest-access-panel';
import { GuestMapLinksPanel } from './guest-map-links-panel';
import { PhasePreviewPanel } from './phase-preview-panel';
import { PublishPanel } from './publish-panel';
import { RetentionPanel } from './retention-panel';
import { RevisionsPanel } from './revisions-panel';
import { SearchSettingsPanel } from './search-settings-panel';
import { TokensPanel } from './tokens-panel';

/**
 * form_view, the Bekijk tab (doc 2 §2): the form's panels, two columns on a wide screen and one
 * on a phone. Each panel reads the form from the shell, saves through it (so every save names
 * its revision) and shows itself only with its permission.
 */
export function FormViewPage() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <PublishPanel />
          <DetailsPanel />
          <RevisionsPanel />
          <PhasePreviewPanel />
        </Stack>
        <Stack gap="md">
          <GuestAccessPanel />
          <GuestMapLinksPanel />
          <BadInternetPanel />
          <SearchSettingsPanel />
          <RetentionPanel />
          <AccessPanel />
          <DuplicatePanel />
          <DeletePanel />
        </Stack>
      </SimpleGrid>
      <TokensPanel />
    </Stack>
  );
}
