import { DatasourceForm } from './datasource-form';
import { useShellDatasource } from './datasource-shell-page';

/**
 * datasource_edit (doc 3 §2): the form for the datasource the shell loaded: name, an optional new
 * CSV and the coordinate system (map layers); leaving with changes asks first. Saved without a
 * new file: toast and the view; with one: its import in the dialog that cannot be closed, then
 * toast and the view (doc 3 §2, §4).
 */
export function DatasourceEditPage() {
  const datasource = useShellDatasource();
  return (
    <DatasourceForm
      key={datasource.id}
      type={datasource.type}
      clientId={datasource.client_id}
      datasource={datasource}
    />
  );
}
