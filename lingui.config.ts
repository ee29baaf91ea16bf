import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const EXCLUDED = ['**/node_modules/**', '**/*.test.*', '**/routeTree.gen.ts']
// The console's own files: the same as its chunk's in vite.config.ts.
const CONSOLE = [
  '<rootDir>/src/features/admin/**',
  '<rootDir>/src/routes/admin.*',
  '<rootDir>/contract/admin-*',
]

export default defineConfig({
  // `kr` is the app's (and the spec's) value for Kurdish Sorani; Intl and date libraries get
  // `ckb` through Lingui's locale fallback, or Iraqi Arabic where the browser lacks `ckb`
  // (FORMAT_LOCALE in src/lib/i18n.ts).
  sourceLocale: 'en',
  locales: ['ar', 'en', 'kr'],
  fallbackLocales: { default: 'ar' },
  // Two catalogs per language (decision 4): the guest pages' one, which every page loads, and the
  // operator console's, loaded with the console's lazy chunk (src/lib/i18n.ts, loadConsoleMessages)
  // so guests never download its strings. A message is in the catalog of every file that uses
  // it: what the console shares with the guest pages (forms, pager, errors) stays in the first.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/contract'],
      exclude: [...EXCLUDED, ...CONSOLE],
    },
    {
      path: '<rootDir>/src/locales/{locale}/console',
      include: CONSOLE,
      exclude: EXCLUDED,
    },
  ],
  format: formatter({ origins: false, lineNumbers: false, explicitIdAsDefault: false }),
})
