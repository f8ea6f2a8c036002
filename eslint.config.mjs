import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
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
