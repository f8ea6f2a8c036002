import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(__dirname, 'src'),
  // Tests run on the server, where the read model belongs: resolve the marker as a server bundle does.
  'server-only': path.resolve(__dirname, 'node_modules/server-only/empty.js'),
  '@payload-config': path.resolve(__dirname, 'src/cms/payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          setupFiles: ['tests/integration/setup.mjs'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
})
