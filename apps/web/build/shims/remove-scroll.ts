/**
 * `RemoveScroll.classNames` of react-remove-scroll, the only part Mantine's AppShell header,
 * footer and aside use (see light-imports.ts): the classes that keep fixed bars in place while a
 * modal locks the page's scrolling. light-imports.test.ts checks they equal the package's.
 */
export const RemoveScroll = {
  classNames: {
    fullWidth: 'width-before-scroll-bar',
    zeroRight: 'right-scroll-bar-position',
  },
} as const;
