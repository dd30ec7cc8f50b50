/**
 * `ScrollArea` for Mantine's Modal and Drawer roots (see light-imports.ts): they import the whole
 * ScrollArea (its scrollbars, their hooks: about 5 KB gzipped) only to ask whether the
 * `scrollAreaComponent` prop is `ScrollArea.Autosize`, which the app never passes (its modals
 * scroll natively; light-imports.test.ts fails if one passes it). This `Autosize` is never the
 * one a caller has, so the answer stays "no", as it is today.
 */
export const ScrollArea = {
  Autosize: function ScrollAreaAutosizeNotInTheModal(): null {
    return null;
  },
} as const;
