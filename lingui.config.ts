import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// `kr` is the app's (and the spec's) value for Kurdish Sorani; Intl and date libraries get
// `ckb` through Lingui's locale fallback, or Iraqi Arabic where the browser lacks `ckb`
// (FORMAT_LOCALE in src/lib/i18n.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ar', 'en', 'kr'],
  fallbackLocales: { default: 'ar' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/contract'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false, explicitIdAsDefault: false }),
})
