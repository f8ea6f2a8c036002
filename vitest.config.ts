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
        // No unit test measures time: the limit only stops a hang. Rendering 8 languages of e-mail or
        // linting with the project's ESLint takes a few seconds alone and 10–40 s on a busy machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
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
      {
        resolve: { alias },
        test: {
          // Tests that start their own `next start` servers (tests/support/next-server.ts): slow by nature.
          name: 'servers',
          include: ['tests/servers/**/*.servers.test.ts'],
          environment: 'node',
          // The two-server test migrates and seeds a PostgreSQL database in its beforeAll.
          // ~2 minutes each on 2 idle cores; the limits leave room for a busy machine.
          hookTimeout: 900_000,
          testTimeout: 900_000,
          // One at a time: both measure (time, memory), and each loads the machine's cores.
          fileParallelism: false,
        },
      },
    ],
  },
})
