import { HOOK_STATUSES, type THookStatus } from '@eform/core/api/integrations';
import {
  REGISTRATION_FILTER_PREFIXES,
  REGISTRATION_SORT_FIELDS,
  REVIEW_STATE_FILTERS,
  type TRegistrationSortField,
  type TReviewStateFilter,
} from '@eform/core/api/registrations-admin';
import { DEFAULT_REGISTRATION_PAGE_SIZE, REGISTRATION_PAGE_SIZES } from '@eform/core/constants';

/** The list's tabs (doc 2): sent registrations, drafts (workflow forms only), the trash. */
export const REGISTRATION_TABS = ['completed', 'draft', 'trash'] as const;
export type TRegistrationTab = (typeof REGISTRATION_TABS)[number];

/** The list as the address describes it: a filtered view can be shared and survives a reload. */
export type TListView = {
  tab: TRegistrationTab;
  page: number;
  size: number;
  sortBy: TRegistrationSortField;
  sortDirection: 1 | -1;
  /** The filters by their API key (`min:registration_date` …), only those with a value. */
  filters: Record<string, string>;
  /** Only registrations with a hook in this status (`hook_status`, issue 31). */
  hookStatus: THookStatus | null;
  /** Only registrations in this review state, 'none' for not reviewed (`review_state`, issue 34). */
  reviewState: TReviewStateFilter | null;
};

/**
 * The ways to look at the selection, in the switch's order, in the address as `view` (the list
 * when absent): a short list another view joins without touching the list's own keys.
 */
export const REGISTRATION_VIEWS = ['lijst', 'kaart', 'grafieken'] as const;
export type TRegistrationView = (typeof REGISTRATION_VIEWS)[number];
/** The address key of the view. */
export const VIEW_PARAM = 'view';
/** The address key of the map's colour (phase, or a choice question's data name). */
export const COLOR_BY_PARAM = 'color_by';

/** The view the address names; the list for anything else. */
export function registrationViewOf(params: URLSearchParams): TRegistrationView {
  const asked = params.get(VIEW_PARAM);
  return REGISTRATION_VIEWS.find((view) => view === asked) ?? 'lijst';
}

/** Changes that open `view` (the list removes the key, so the list's links stay as they were). */
export function viewChanges(view: TRegistrationView): TParamChanges {
  return { [VIEW_PARAM]: view === 'lijst' ? null : view };
}

/** GET .../registrations/locations's query: the list's selection without sort, and the colour. */
export function locationsQueryOf(view: TListView, colorBy: string): string {
  const query = exportQueryOf(view);
  query.delete('sort_by');
  query.delete('sort_direction');
  query.set(COLOR_BY_PARAM, colorBy);
  return query.toString();
}

/** The address key of the hook status filter, as the API names it. */
export const HOOK_STATUS_PARAM = 'hook_status';

/** The hook status filter of an address, when it names one. */
export function hookStatusOf(params: URLSearchParams): THookStatus | null {
  const asked = params.get(HOOK_STATUS_PARAM);
  return HOOK_STATUSES.find((status) => status === asked) ?? null;
}

/** The address key of the review filter, as the API names it. */
export const REVIEW_STATE_PARAM = 'review_state';

/** The review filter of an address, when it names one. */
export function reviewStateOf(params: URLSearchParams): TReviewStateFilter | null {
  const asked = params.get(REVIEW_STATE_PARAM);
  return REVIEW_STATE_FILTERS.find((state) => state === asked) ?? null;
}

/** A change to the address: a key set to a value, or removed (null). */
export type TParamChanges = Record<string, string | null>;

/** Whether an address key is a filter: `min:`, `max:` or `eq:` before a name. */
export function isFilterKey(key: string): boolean {
  const colon = key.indexOf(':');
  return (
    colon > 0 &&
    colon < key.length - 1 &&
    (REGISTRATION_FILTER_PREFIXES as readonly string[]).includes(key.slice(0, colon))
  );
}

/** The default sort of a tab: newest first, in the trash the latest trashed first. */
export function defaultSort(tab: TRegistrationTab): TRegistrationSortField {
  return tab === 'trash' ? 'deleted_at' : 'registration_date';
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The filters of an address, by key, without empty ones. */
export function filtersOf(params: URLSearchParams): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (isFilterKey(key) && value !== '') filters[key] = value;
  return filters;
}

/** Reads the list's view from the address; what is missing or wrong falls back to the default. */
export function listViewOf(params: URLSearchParams, workflow: boolean): TListView {
  const asked = params.get('tab');
  const tab: TRegistrationTab =
    asked === 'trash' || (asked === 'draft' && workflow) ? asked : 'completed';
  const size = Number(params.get('items_per_page'));
  const sortBy = params.get('sort_by') as TRegistrationSortField | null;
  return {
    tab,
    page: positiveInt(params.get('page'), 1),
    size: (REGISTRATION_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_REGISTRATION_PAGE_SIZE,
    sortBy: sortBy && REGISTRATION_SORT_FIELDS.includes(sortBy) ? sortBy : defaultSort(tab),
    sortDirection: params.get('sort_direction') === '1' ? 1 : -1,
    filters: filtersOf(params),
    hookStatus: hookStatusOf(params),
    reviewState: reviewStateOf(params),
  };
}

/** The filters with the tab's own condition: the export asks for the same set as the list. */
export function exportQueryOf(view: TListView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.tab === 'trash') query.set('trashed', '1');
  else query.set('status', view.tab);
  query.set('sort_by', view.sortBy);
  query.set('sort_direction', String(view.sortDirection));
  for (const key of Object.keys(view.filters).sort()) query.set(key, view.filters[key] ?? '');
  if (view.hookStatus) query.set(HOOK_STATUS_PARAM, view.hookStatus);
  if (view.reviewState) query.set(REVIEW_STATE_PARAM, view.reviewState);
  return query;
}

/** GET api/form/{form_id}/registrations's query for the view (doc 2 §7). */
export function listQueryOf(view: TListView): string {
  const query = exportQueryOf(view);
  query.set('page', String(view.page));
  query.set('items_per_page', String(view.size));
  return query.toString();
}

/** The address after `changes`; any change but a page turn goes back to page 1. */
export function withChanges(params: URLSearchParams, changes: TParamChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** Changes that set the filters to `filters` (and remove those not in it). */
export function filterChanges(
  params: URLSearchParams,
  filters: Record<string, string>,
): TParamChanges {
  const changes: TParamChanges = {};
  for (const key of Object.keys(filtersOf(params))) changes[key] = null;
  for (const [key, value] of Object.entries(filters)) changes[key] = value.trim() || null;
  return changes;
}

/** Changes that open `tab`: its own default sort, page 1, the filters kept. */
export function tabChanges(tab: TRegistrationTab): TParamChanges {
  return {
    tab: tab === 'completed' ? null : tab,
    sort_by: null,
    sort_direction: null,
  };
}

/** GET .../registrations/charts's query for the view: the list's selection without page and sort. */
export function chartsQueryOf(view: TListView): string {
  const query = exportQueryOf(view);
  query.delete('sort_by');
  query.delete('sort_direction');
  return query.toString();
}
