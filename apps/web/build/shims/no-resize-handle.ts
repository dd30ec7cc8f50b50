/**
 * Mantine's AppShell navbar and aside always render `AppShellResizeHandle`, which draws nothing
 * unless the section is `resizable`: the app's shell is not (see light-imports.ts), so this stands
 * in for it without its pointer and keyboard resizing code (about 2 KB gzipped).
 */
export function AppShellResizeHandle(): null {
  return null;
}
