import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * One-way layers (README, Architecture): app → components → services → data | booking → cms → i18n | lib.
 * Each layer may import only the layers below it, by alias or by relative path. Components take plain
 * props: from services, the read model and the booking engine they import types only.
 */
const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`, `../${name}`, `./${name}`]
const forbid = (files, layers, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: layers.map((name) => ({ group: layer(name), message: `${why} (one-way layers: see README, Architecture).` })) }],
  },
})

/**
 * Components get data from pages, never from the CMS or routes; from the layers that read and price
 * (`typesOnly`) they take types only, their data coming as plain props.
 */
const componentImports = (files, typesOnly) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          ...['app', 'cms'].map((name) => ({
            group: layer(name),
            message: 'components get data from pages, never from the CMS or routes (one-way layers: see README, Architecture).',
          })),
          ...typesOnly.map((name) => ({
            // By alias or by a path up out of src/components (not '**/booking/**': components/booking is their own).
            group: [`@/${name}`, `@/${name}/**`, `../../${name}`, `../../${name}/**`, `../../../${name}/**`],
            allowTypeImports: true,
            message: `components get plain props from pages and import only types from ${name} (one-way layers: see README, Architecture).`,
          })),
        ],
      },
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
  forbid(['src/services/**'], ['app', 'components'], 'services combine the read model and the booking engine for pages and routes'),
  componentImports(['src/components/**'], ['services', 'data', 'booking']),
  // Pages and the site's routes reach the CMS only through services and the read model; Payload's own
  // admin and REST API (the (payload) group) are the CMS.
  {
    ...forbid(['src/app/**'], ['cms'], 'pages and routes reach the CMS through services and the read model'),
    ignores: ['src/app/(payload)/**'],
  },
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
