import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * One-way layers (README, Architecture): app → components → data | booking → cms → i18n | lib, and
 * app → services → data | booking → cms → i18n | lib (what the site does beside pages: its messages).
 * Each layer may import only the layers below it, by alias or by relative path.
 */
const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`, `../${name}`, `./${name}`]
const forbid = (files, layers, why) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: layers.map((name) => ({ group: layer(name), message: `${why} (one-way layers: see README, Architecture).` })) },
    ],
  },
})

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  forbid(['src/lib/**', 'src/i18n/**'], ['app', 'components', 'services', 'data', 'booking', 'cms'], 'lib and i18n sit below every other layer'),
  forbid(['src/cms/**'], ['app', 'components', 'services', 'data', 'booking'], 'the CMS schema may use only i18n and lib'),
  forbid(['src/data/**'], ['app', 'components', 'services', 'booking'], 'the read model may use only cms, i18n and lib'),
  forbid(['src/booking/**'], ['app', 'components', 'services', 'data'], 'the booking domain may use only cms, i18n and lib'),
  forbid(['src/components/**'], ['app', 'cms', 'services'], 'components get data from pages, never from the CMS, services or routes'),
  forbid(['src/services/**'], ['app', 'components'], 'services may use data, booking, cms, i18n and lib'),
  globalIgnores([
    '.next/**',
    'bench/yardstick/.next/**',
    'node_modules/**',
    'data/**',
    'public/**',
    'next-env.d.ts',
    'src/cms/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
    'src/migrations/**',
    'test-results/**',
    'playwright-report/**',
  ]),
])
