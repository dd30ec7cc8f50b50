import { ta } from '@eform/core/messages/admin';
import { useFormDetail } from '../../form-admin-kit';
import { DetailPanel } from './detail-panel';
import { TokensDisclosure } from './tokens-disclosure';
import { TokensList } from './tokens-list';

/**
 * The Bekijk tokens panel (doc 2 §2): collapsed by default, since a big form has many tokens;
 * opened it lists the tokens of the form's schema with the default options.
 */
export function TokensPanel() {
  const { form } = useFormDetail();
  return (
    <DetailPanel title={ta('tokens.title')} testId="tokens-panel">
      <TokensDisclosure
        size="sm"
        label={(open) => (open ? ta('tokensPanel.collapse') : ta('tokensPanel.expand'))}
      >
        {() => <TokensList schema={form.schema} />}
      </TokensDisclosure>
    </DetailPanel>
  );
}
