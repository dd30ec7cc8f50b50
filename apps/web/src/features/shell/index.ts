// The signed-in shell's public entry: the layout around every signed-in screen, and its menu as
// data (the app checks it against its route tables).
export { AppLayout } from './components/app-layout';
export { buildMenuItems, type TMenuItem, type TMenuItemId } from './lib/menu-items';
