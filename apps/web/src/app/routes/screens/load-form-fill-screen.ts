/**
 * The fill route's screen chunk, loaded by the route and, on a page load of the fill route, by
 * the entry's first module (early.ts) before the rest of the entry is even evaluated: its chunks
 * then arrive while React and the router start, instead of a round trip after them. Imports
 * nothing statically, so it changes nothing in the order the entry is evaluated in.
 */
export function loadFormFillScreen() {
  return import('./form-fill-screen').then((m) => m.FormFillScreen);
}
