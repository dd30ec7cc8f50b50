import { t } from '@eform/core/messages';
import { type TPlainHomeMessageKey, th } from '@eform/core/messages/home';
import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { TPlainMessageKey } from '../lib/message-keys';
import { PageHeader } from './page-header';

/**
 * The title of a placeholder screen: a page title `ui.page.<page>` whose note `ui.wip.<page>`
 * (what comes there, in the home catalogue) exists. A placeholder without its own note does not
 * compile.
 */
export type TWipTitle = {
  [K in TPlainMessageKey]: K extends `ui.page.${infer P}`
    ? `ui.wip.${P}` extends TPlainHomeMessageKey
      ? K
      : never
    : never;
}[TPlainMessageKey];

/** The note of the screen titled `title`: `ui.wip.<page>` beside `ui.page.<page>`. */
export function wipTextKey(title: TWipTitle): TPlainHomeMessageKey {
  // TWipTitle admits only titles whose note exists, so the replaced key is one.
  return title.replace(/^ui\.page\./, 'ui.wip.') as TPlainHomeMessageKey;
}

/**
 * The "in development" note of a screen a later issue builds, saying what comes on this screen.
 * In a chunk of its own with its texts (see `wipRoute`), never on the fill path.
 * A note, not an alert: nothing went wrong, so screen readers need not interrupt.
 */
export function WipNote({ title }: { title: TWipTitle }) {
  return (
    <Alert
      variant="light"
      color="blue"
      role="note"
      title={th('ui.wip.title')}
      icon={<IconTools aria-hidden />}
      data-testid="wip-note"
    >
      {th(wipTextKey(title))}
    </Alert>
  );
}

/**
 * A screen a later issue builds: its Dutch title, the note saying what comes there and the way
 * back, to `backTo` (the list it belongs to) or else home ('/' routes each user to theirs), so the
 * screen is never a dead end.
 */
export function WipPage({ title, backTo }: { title: TWipTitle; backTo?: string }) {
  return (
    <>
      <PageHeader title={t(title)} backTo={backTo ?? '/'} />
      <WipNote title={title} />
    </>
  );
}
