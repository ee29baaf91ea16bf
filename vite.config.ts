import { readFileSync } from 'node:fs'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './tools/vite-precompress.ts'

// One manifest file, read here so vite-plugin-pwa emits and precaches it.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'))
// `npm run dev` (server/dev.ts) points the proxy at the API's configured port.
const apiTarget = 'http://localhost:8080'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      codeSplittingOptions: {
        // Each console route's lazy part is its loader (the console's API code stays out of the
        // entry), page and error page together: all three are in the console's one lazy chunk
        // anyway, so one import each instead of two costs the guest pages' entry less
        // (docs/benchmarks.md, entry JS). The guest routes keep the plugin's default.
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/admin') ? [['loader', 'component', 'errorComponent']] : undefined,
      },
    }),
    react(),
    // Lingui's macros are Babel plugins; run them only where macros are written.
    babel({ include: /\/src\/.*\.[jt]sx?(?:$|\?)/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // The server's page renderer (src/server-render.tsx, `vite build --ssr`) needs only the app's code.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        injectManifest: {
          // The header's logo (favicon.svg) too: the page shows it offline.
          globPatterns: ['**/*.{js,css,html,woff2,svg}'],
          // The map library is large and only the hotel page needs it: not worth precaching for
          // every visitor (it is fetched, and cached by the browser, when a map is shown). The
          // streets style is needed only where the server has a basemap file (MAP_PMTILES).
          globIgnores: ['**/maplibre*', '**/streets-map*'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    !isSsrBuild && precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // server/http/page-hints.ts reads it to tell browsers what a page will need.
    manifest: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Everything the first page needs in one chunk: left to itself the bundler made some 70
            // small shared chunks, each a request a slow phone waits for before the first paint.
            // Routes, the map, the date picker and the slider stay lazy.
            // The operator console is one lazy chunk: its thirty routes' imports in the entry then
            // name one file instead of a dozen shared pieces each (docs/benchmarks.md, entry JS).
            // Only the console's own modules (its contract's too, or they land in a console
            // route's chunk that the console imports back): by default a group also takes in
            // everything they import, and the console imports the guest pages' shared code (the
            // map, prices, stars…), so every guest route then loaded the whole console for it.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // The hotel and booking pages' shared sheets (map, public codes, cancellation terms)
                // in one file: three small ones were three more the hotel page's first paint waited for.
                {
                  name: 'stay',
                  test: /\/src\/features\/(?:map\/map|booking\/components\/cancellation-terms|hotels\/components\/public-codes)\.css$/,
                },
                {
                  name: 'console',
                  test: /\/(?:src\/features\/admin\/|src\/routes\/admin[.]|contract\/admin-)/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
}))
