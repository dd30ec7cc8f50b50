import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router's production build. Its package exports name only `dist/development` (under every
 * condition, a known open problem: remix-run/react-router#12532, #14102), so a plain build ships
 * its development warnings; `dist/production` is the same code with them off.
 */
export const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** A statement `Name.displayName = "…";` on a line of its own, at the top level of a module. */
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** A top-level component made by React's `forwardRef` or `memo`: `var Name = React3.memo(`. */
const TOP_LEVEL_COMPONENT = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo)\()/gm;

/**
 * `code` whose top-level components can be left out when unused. To a bundler, a
 * `Name.displayName = "…"` assignment (a name for React's developer tools) and an unannotated
 * `forwardRef()`/`memo()` call are side effects that keep their component: react-router's `Form`
 * (with its submit hooks), `NavLink` and `ScrollRestoration`, which the app never renders, would
 * ship for a name nobody reads. The assignments go; the calls get the `@__PURE__` annotation
 * React's own components carry (both functions only wrap their argument).
 */
export function dropUnusedComponents(code: string): string {
  return code
    .replace(TOP_LEVEL_DISPLAY_NAME, '')
    .replace(TOP_LEVEL_COMPONENT, '$1/* @__PURE__ */ $2');
}

const isReactRouterBuild = (id: string) =>
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id);

/**
 * For `vite build` only (the dev server keeps react-router's warnings): `react-router` resolves
 * to {@link REACT_ROUTER_PRODUCTION}, whose unused components are left out ({@link dropUnusedComponents}).
 */
export function productionBuilds(): Plugin {
  return {
    name: 'eform:production-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? REACT_ROUTER_PRODUCTION : null;
    },
    transform(code, id) {
      return isReactRouterBuild(id) ? { code: dropUnusedComponents(code), map: null } : null;
    },
  };
}
