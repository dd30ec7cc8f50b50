import { ta } from '@eform/core/messages/admin';
import { Select } from '@mantine/core';
import { type TDatasourceType, useDatasources } from './map-datasources';

type TDatasourceId = string | number;

/**
 * A picker of the client's datasources of one type. An id the element already has stays selected
 * (as 'Databron {id}') when the list does not hold it, so opening and applying the dialog never
 * loses it; an empty list says a datasource has to be made first.
 */
export function DatasourceSelect({
  type,
  clientId,
  label,
  value,
  error,
  onChange,
}: {
  type: TDatasourceType;
  clientId: number | null;
  label: string;
  value: TDatasourceId | null | undefined;
  error?: string;
  onChange: (id: TDatasourceId | null) => void;
}) {
  const { datasources, isLoading } = useDatasources(type, clientId);
  const hasValue = value !== null && value !== undefined && value !== '';
  const known = datasources.map((source) => ({ value: String(source.id), label: source.name }));
  const data =
    hasValue && !known.some((option) => option.value === String(value))
      ? [
          ...known,
          { value: String(value), label: ta('mapSettings.datasource.unknown', { id: value }) },
        ]
      : known;
  const empty = !isLoading && datasources.length === 0;
  return (
    <Select
      label={label}
      placeholder={ta('mapSettings.datasource.placeholder')}
      description={empty ? ta('mapSettings.datasource.empty') : undefined}
      nothingFoundMessage={ta('mapSettings.datasource.empty')}
      required
      data={data}
      value={hasValue ? String(value) : null}
      error={error}
      onChange={(next) => {
        if (next === null) return onChange(null);
        // Keep the id's own type (number from older forms, string from the API).
        const source = datasources.find((option) => String(option.id) === next);
        onChange(source ? source.id : hasValue && String(value) === next ? value : next);
      }}
    />
  );
}
