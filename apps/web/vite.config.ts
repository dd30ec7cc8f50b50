import { t } from '@eform/core/messages';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './build/compile-hints';
import { lightImports } from './build/light-imports';
import { precompress } from './build/precompress';
import { productionBuilds } from './build/production-builds';
import { PURE_SCHEMA_CALLS } from './build/pure-schema-calls';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const BRAND_COLOR = '#1c5fa8';

/**
 * The fill screen's modules, bundled as one chunk (see manualChunks' 'fill' group). Sending
 * (api/submit-registration) and uploading (api/upload-file, with the request that reports
 * progress) load when used, not on the way to the form: the fill path's budget.
 */
const FILL_CHUNK =
  /[\\/]src[\\/]features[\\/]filling[\\/](components[\\/](renderer[\\/]|screens[\\/]form-fill[\\/]form-fill-page)|api[\\/]fill-api|lib[\\/]|hooks[\\/])/;
/**
 * The form detail's tab features: each is its own lazy chunk (its screens.ts, loaded through
 * forms-admin's FORM_TAB_SCREENS), named here by its folder.
 */
const TAB_FEATURE_SCREENS =
  /[\\/]src[\\/]features[\\/](form-editor|form-rules|form-emails|form-integrations|registrations-admin)[\\/]screens\.ts$/;

/**
 * Libraries of the filling feature that load on demand, not with the fill chunk: what only a lazy
 * element widget imports (the search field's; the map fields' live in features/filling/maps) goes
 * with that widget's chunk, and the formula engine (lib/formula-engine.ts) is a chunk of its own,
 * loaded before a form with calculations shows (about 1.1 KB gzipped that no plain form needs).
 */
const ON_DEMAND_LIBS =
  /[\\/]src[\\/]features[\\/]filling[\\/]lib[\\/](search-options|formula-engine)\.ts$/;

export default defineConfig({
  plugins: [
    productionBuilds(),
    lightImports(),
    react(),
    VitePWA({
      // A new version waits until the user chooses 'Nu updaten' (doc 1 §2.3): a reload must never
      // surprise someone filling in a form.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: t('ui.app.name'),
        short_name: t('ui.app.name'),
        description: t('ui.app.description'),
        lang: 'nl',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: BRAND_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // Our own worker (src/features/pwa/sw/sw.ts): the precached app shell plus the filler's API
      // answers for offline use, kept per user (issue 22).
      strategies: 'injectManifest',
      srcDir: 'src/features/pwa/sw',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell: every built script, style, page and icon, so the app opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Source maps are for debugging, not for every phone (and the server hides them).
        globIgnores: ['**/*.map', '**/node_modules/**', 'sw.js'],
        // The worker gets no map: it would end sw.js with a sourceMappingURL comment naming it,
        // which answers 404 unless SERVE_SOURCE_MAPS is on.
        sourcemap: false,
        // One classic script, as the page registers it.
        rollupFormat: 'iife',
      },
    }),
    // V8 compiles the fill path's chunks (the entry, zod and the fill screen's) while they stream
    // in, on a background thread, instead of each function on the main thread at its first call.
    compileHints(
      /[\\/]src[\\/]features[\\/]filling[\\/]components[\\/]screens[\\/]form-fill[\\/]form-fill-page\.tsx$/,
    ),
    // Last: compresses what the PWA plugin wrote too (sw.js, workbox-*.js).
    precompress(),
  ],
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/ready': apiTarget,
      '/user/password': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // One stylesheet, in the page's head: the lazy screens' own CSS is a few KB in all, and a
    // sheet added at run time makes Chromium rebuild the style rules of the whole document
    // (about 18 ms on the fill route's first render, with Mantine's rules loaded).
    cssCodeSplit: false,
    // Written for debugging, without the `//# sourceMappingURL` comment: the server serves the
    // maps only with SERVE_SOURCE_MAPS on, and then names each in a SourceMap header instead, so
    // a served script never points at a map that answers 404. compile-hints.ts and bench:fill's
    // profile read the files and maps as written.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: each chunk's static imports, read by the bundle budget check.
    manifest: true,
    // The entry is one 'shell' chunk on purpose (see codeSplitting below), a little over Vite's
    // 500 kB minified default. What a phone downloads is guarded gzipped, with a reason per byte,
    // by the fill-path budget (scripts/check-bundle-budget.ts); this warning repeated it on every
    // `npm start` without telling anyone anything.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Calls on zod and on the API contract's schemas are pure, so an unused schema goes: the
      // contract needs no `/* @__PURE__ *\/` before each call (see build/pure-schema-calls.ts).
      treeshake: { manualPureFunctions: PURE_SCHEMA_CALLS },
      output: {
        // A tab feature's chunk is named by its folder (form-editor-….js), not 'screens-….js'.
        chunkFileNames: (chunk) => {
          const tab = chunk.facadeModuleId?.match(TAB_FEATURE_SCREENS)?.[1];
          return `assets/${tab ?? '[name]'}-[hash].js`;
        },
        codeSplitting: {
          groups: [
            // zod with the jitless switch (src/lib/zod-jitless.ts) in one chunk: every module
            // that builds a schema imports this chunk, so the switch is set before the first
            // schema exists (which decides whether zod probes `new Function`, refused by the CSP).
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/,
              priority: 2,
            },
            // The rich-text sanitiser (htmlparser2 with its entity tables, ~26 KB gzipped) in a
            // chunk of its own: left in core's shared 'format' chunk it rode along with every
            // screen that formats a date, the fill path included; only static text needs it.
            {
              name: 'sanitizer',
              test: /[\\/]node_modules[\\/](htmlparser2|entities|domhandler|domelementtype)[\\/]|[\\/]format[\\/]sanitize-rich-text\.ts$/,
              priority: 2,
            },
            // Everything the entry loads statically in one chunk: left to itself the bundler cuts
            // the shell into common chunks by which lazy screens share a module, and every new
            // lazy screen re-cuts it (the form admin screens cost the fill path 2 KB in chunk
            // boundaries alone); one chunk also compresses better (about 5 KB less gzipped).
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The fill screen in one chunk: its renderer, hooks and calls. Left to itself the bundler cuts them into a dozen small chunks by which
            // admin screens share a module (each with its own gzip overhead, about 2 KB of the
            // fill path's budget); lazy element widgets stay apart (they are not matched), and so
            // do the libraries only they or some forms use (ON_DEMAND_LIBS): grouped here they
            // cost every form code it never runs.
            {
              name: 'fill',
              test: (id: string) => FILL_CHUNK.test(id) && !ON_DEMAND_LIBS.test(id),
              priority: 0,
            },
            // The background sync a signed-in device starts (whether it holds saved registrations,
            // and the sync call): three small chunks loaded together after sign-in, one chunk.
            {
              name: 'background',
              test: /[\\/]src[\\/]features[\\/]saved-registrations[\\/](lib[\\/](background|device-holds)|api[\\/]sync-api)\.ts$/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
