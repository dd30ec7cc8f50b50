import type { TDatasourceSearchItems } from '@eform/core/api/datasources';
import { SEARCH_OPTION_DISPLAY_LIMIT, SEARCH_QUERY_DEBOUNCE_MS } from '@eform/core/constants';
import { isRequired, type TSearchSettings } from '@eform/core/elements';
import { tw } from '@eform/core/messages/fill-widgets';
import {
  Button,
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
  MultiSelect,
  type OptionsFilter,
  Pill,
  Select,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isApiStatus } from '../../../../lib/http/api-error';
import { useOnlineStatus } from '../../../../lib/use-online-status';
import { datasourceSearchQuery } from '../../api/datasource-api';
import {
  hidesChosenItems,
  matchSearchOptions,
  offeredSearchItems,
  searchItemColor,
  searchItemKey,
  searchMaxValues,
  selectedSearchItems,
  type TSearchValueItem,
} from '../../lib/search-options';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { describedBy, FieldFrame, ReadOnlyField, ReadOnlyText } from './field-frame';
import css from './search-element.module.css';

type TSearchProps = TElementProps<'search'>;

const names = (items: readonly TSearchValueItem[]) => items.map((item) => item.name).join(', ');

/**
 * A search field (doc 1 §3, §5): the options of its datasource, filtered as the filler types
 * (case-insensitive, at most {@link SEARCH_OPTION_DISPLAY_LIMIT} shown). A list too large for the
 * device (the answer is not `complete`) is searched on the server as the filler types, online
 * only. maxValues 1 is a single
 * choice, above 1 a list of up to maxValues with 'x / max'. The value is the list of chosen
 * items {id, name, data}. Loaded in a chunk of its own: forms without it do not carry it.
 */
export function SearchElement(props: TSearchProps) {
  const { element, field, mode } = props;
  const selected = useMemo(() => selectedSearchItems(field.value), [field.value]);
  if (mode === 'readonly') return <ReadOnlyField props={props} text={names(selected)} />;
  const datasourceId = element.searchSettings?.datasourceId;
  if (datasourceId === undefined || datasourceId === null || datasourceId === '') {
    return <SearchNote props={props} selected={selected} text={tw('fill.search.noDatasource')} />;
  }
  return <SearchOptions props={props} datasourceId={datasourceId} selected={selected} />;
}

/** The field with a note instead of the drop-down; what was chosen before stays visible. */
function SearchNote({
  props,
  selected,
  text,
  retry,
}: {
  props: TSearchProps;
  selected: readonly TSearchValueItem[];
  text: string;
  retry?: () => void;
}) {
  const { element, field, id } = props;
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      {selected.length > 0 && <ReadOnlyText id={`${id}-chosen`} text={names(selected)} />}
      <p id={id} className={classes.note} role="status">
        {text}
      </p>
      {retry && (
        <div>
          <Button size="compact-sm" variant="default" onClick={retry}>
            {tw('fill.search.retry')}
          </Button>
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * Loads the datasource's options; a failure is a note in the field, never the whole form. Offline
 * a list too large to keep on the device says so; the chosen items stay.
 */
function SearchOptions({
  props,
  datasourceId,
  selected,
}: {
  props: TSearchProps;
  datasourceId: string | number;
  selected: readonly TSearchValueItem[];
}) {
  const guestId = props.store.options.guestId;
  const options = useQuery(datasourceSearchQuery(datasourceId, guestId));
  const online = useOnlineStatus();
  if (options.isSuccess && !options.data.complete && !online) {
    return (
      <SearchNote props={props} selected={selected} text={tw('fill.search.tooLargeOffline')} />
    );
  }
  if (options.isSuccess) {
    const search = options.data.complete ? null : { datasourceId, guestId };
    return <SearchPicker props={props} first={options.data} search={search} selected={selected} />;
  }
  if (options.isPending) {
    return <SearchNote props={props} selected={selected} text={tw('fill.search.loading')} />;
  }
  if (isApiStatus(options.error, 404)) {
    return <SearchNote props={props} selected={selected} text={tw('fill.search.gone')} />;
  }
  // No answer at all: offline (or no signal) and the options were never loaded on this device.
  const offline = isApiStatus(options.error, 0);
  return (
    <SearchNote
      props={props}
      selected={selected}
      text={tw(offline ? 'fill.search.offline' : 'fill.search.failed')}
      retry={() => void options.refetch()}
    />
  );
}

/** Case-insensitive filter on the name, at most `limit` options. */
const filterOptions: OptionsFilter = ({ options, search, limit }) =>
  matchSearchOptions(options as ComboboxItem[], search).slice(0, limit);

/**
 * The server's answer to what the filler typed (debounced), for a list too large for the device
 * (`search` given); else, and while nothing is typed, `first`.
 */
function useServerSearch(
  first: TDatasourceSearchItems,
  search: { datasourceId: string | number; guestId?: string } | null,
  typed: string,
) {
  const [q] = useDebouncedValue(typed.trim(), SEARCH_QUERY_DEBOUNCE_MS);
  const asked = search !== null && q !== '';
  const found = useQuery({
    ...datasourceSearchQuery(search?.datasourceId ?? '', search?.guestId, q),
    enabled: asked,
  });
  const answer = asked && found.data ? found.data : first;
  return {
    answer,
    // Until the answer to what is typed is there, 'nothing found' is not known yet.
    searching: search !== null && (typed.trim() !== q || (asked && found.isFetching)),
    failed: asked && found.isError,
  };
}

function SearchPicker({
  props,
  first,
  search: server,
  selected,
}: {
  props: TSearchProps;
  first: TDatasourceSearchItems;
  search: { datasourceId: string | number; guestId?: string } | null;
  selected: readonly TSearchValueItem[];
}) {
  const { element, field, id, onChange } = props;
  const settings: TSearchSettings = element.searchSettings ?? {};
  const max = searchMaxValues(settings);
  const [search, setSearch] = useState('');
  // A single choice shows the chosen name in the input: that is no search.
  const typed = max === 1 && search === selected[0]?.name ? '' : search;
  const { answer, searching, failed } = useServerSearch(first, server, typed);
  const items = answer.json;
  const offered = useMemo(() => offeredSearchItems(items, selected), [items, selected]);
  const byKey = useMemo(
    () => new Map(offered.map((item) => [searchItemKey(item), item])),
    [offered],
  );
  const data = useMemo(
    () => offered.map((item) => ({ value: searchItemKey(item), label: item.name })),
    [offered],
  );
  const keys = selected.map(searchItemKey);
  const choose = (chosen: string[]) =>
    onChange(
      chosen
        .slice(0, max)
        .flatMap((key) => byKey.get(key) ?? [])
        .map(({ id: itemId, name, data: itemData }) => ({ id: itemId, name, data: itemData })),
    );
  const more =
    !answer.complete || matchSearchOptions(data, typed).length > SEARCH_OPTION_DISPLAY_LIMIT;
  const invalid = field.errors?.length ? true : undefined;
  const hintId = `${id}-more`;
  const described = [describedBy(id, element, field.errors), more ? hintId : '']
    .filter(Boolean)
    .join(' ');
  const inputRef = useRef<HTMLInputElement>(null);
  // Mantine's inputs describe themselves by their own wrapper's texts only (and set the attribute
  // on every render from it); the help, the field message and the hint here are the field's own.
  useLayoutEffect(() => {
    if (described) inputRef.current?.setAttribute('aria-describedby', described);
    else inputRef.current?.removeAttribute('aria-describedby');
  });
  const dot = (name: string) => (
    <span className={css.dot} style={{ background: searchItemColor(name, settings) }} aria-hidden />
  );
  const renderOption = ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => (
    <span className={css.option}>
      {dot(option.label)}
      {option.label}
    </span>
  );
  const common = {
    id,
    data,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: filterOptions,
    limit: SEARCH_OPTION_DISPLAY_LIMIT,
    renderOption,
    nothingFoundMessage: tw(searching ? 'fill.search.searching' : 'fill.search.nothingFound'),
    placeholder: tw('fill.search.placeholder'),
    error: invalid,
    'aria-invalid': invalid,
    // Not the native 'required': the typed search stays empty once items are chosen.
    'aria-required': isRequired(element) || undefined,
    ref: inputRef,
  };
  return (
    <FieldFrame element={element} id={id} errors={field.errors}>
      {max === 1 ? (
        <Select
          {...common}
          clearable
          leftSection={selected[0] ? dot(selected[0].name) : undefined}
          value={keys[0] ?? null}
          onChange={(key) => choose(key === null ? [] : [key])}
        />
      ) : (
        <MultiSelect
          {...common}
          clearable
          maxValues={max}
          hidePickedOptions={hidesChosenItems(settings)}
          value={keys}
          onChange={choose}
          renderPill={({ option, value, onRemove, disabled }) => (
            <Pill withRemoveButton={!disabled} disabled={disabled} onRemove={onRemove}>
              <span className={css.option}>
                {dot(option?.label ?? value)}
                {option?.label ?? value}
              </span>
            </Pill>
          )}
        />
      )}
      {more && (
        <p id={hintId} className={classes.help} aria-live="polite">
          {tw('fill.search.more', { limit: SEARCH_OPTION_DISPLAY_LIMIT })}
        </p>
      )}
      {failed && (
        <p className={classes.note} role="status">
          {tw(navigator.onLine ? 'fill.search.failed' : 'fill.search.tooLargeOffline')}
        </p>
      )}
      {max > 1 && (
        <output
          className={`${classes.help} ${css.count}`}
          aria-label={tw('fill.search.countLabel', { count: keys.length, max })}
        >
          {tw('fill.search.count', { count: keys.length, max })}
        </output>
      )}
    </FieldFrame>
  );
}
