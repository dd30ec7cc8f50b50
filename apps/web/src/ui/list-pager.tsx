import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, PAGE_SIZE_ALL } from '@eform/core/constants';
import { Group, NativeSelect, Pagination } from '@mantine/core';
import { useState } from 'react';
import { clampPage } from '../lib/paging';

/**
 * The page size and page of a list. A new size goes back to page 1. The size is the hook's own
 * (starting at `defaultSize`, by default all) unless the caller holds it (`size` with `onSize`).
 */
export function usePaging({
  size,
  onSize,
  defaultSize = DEFAULT_LIST_PAGE_SIZE,
}: {
  size?: number;
  onSize?: (size: number) => void;
  defaultSize?: number;
} = {}) {
  const [ownSize, setOwnSize] = useState(defaultSize);
  const [page, setPage] = useState(1);
  return {
    size: size ?? ownSize,
    /** The page chosen; a list that shrank under it shows its last (see clampPage). */
    page,
    setPage,
    setSize: (next: number) => {
      setOwnSize(next);
      onSize?.(next);
      setPage(1);
    },
  };
}

/** The page-size select above a list: `sizes` (by default 10, 25, 50, 100, all), all by `allLabel`. */
export function PageSizeSelect({
  label,
  allLabel,
  sizes = LIST_PAGE_SIZES,
  value,
  onChange,
  w,
}: {
  /** Its accessible name, from the screen's catalogue. */
  label: string;
  allLabel?: string;
  sizes?: readonly number[];
  value: number;
  onChange: (size: number) => void;
  w?: number;
}) {
  const data = sizes.map((size) => ({
    value: String(size),
    label: size === PAGE_SIZE_ALL && allLabel ? allLabel : String(size),
  }));
  return (
    <NativeSelect
      size="xs"
      w={w}
      label={label}
      data={data}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

/**
 * The pager below a list, the one of every paged screen: shown only when there is more than one
 * page; a page past the end shows as the last. Previous and next get their names when both are
 * given. Screens differ only by props: `size` (small by default), `siblings` around the current
 * page, and `centered` under a list that fills the width.
 */
export function ListPagination({
  pages,
  page,
  onChange,
  siblings,
  size = 'sm',
  centered = false,
  label,
  previousLabel,
  nextLabel,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  siblings?: number;
  size?: 'sm' | 'md';
  /** Centred in a row of its own (the filler's lists) instead of at the start. */
  centered?: boolean;
  /** The pager's own accessible name. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pages <= 1) return null;
  const pager = (
    <Pagination
      total={pages}
      value={clampPage(page, pages)}
      onChange={onChange}
      size={size}
      siblings={siblings}
      aria-label={label}
      getControlProps={
        previousLabel && nextLabel
          ? (control) => ({ 'aria-label': control === 'previous' ? previousLabel : nextLabel })
          : undefined
      }
    />
  );
  return centered ? <Group justify="center">{pager}</Group> : pager;
}
