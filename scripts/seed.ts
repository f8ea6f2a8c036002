import { mkdirSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { committedMigrations, databaseUri, isPostgresUri } from '../src/cms/database'
import { seedDemoContent } from '../seed'
import { runScript } from './run-script'

/** Migrates DATABASE_URI (default data/hotel.db), then writes the demo content. Safe to run again. */
await runScript('seed', async () => {
  const started = performance.now()
  const uri = databaseUri()
  // SQLite creates the database file but not its directory.
  if (!isPostgresUri(uri)) mkdirSync(path.dirname(uri.replace(/^file:/, '')), { recursive: true })
  // Outside production Payload starts `payload generate:types` in a child process at every start: a
  // script must not rewrite src/cms/payload-types.ts, and that child took ~9 s of CPU from the seed.
  const sanitized = await config
  const payload = await getPayload({ config: { ...sanitized, typescript: { ...sanitized.typescript, autoGenerate: false } } })
  await payload.db.migrate({ migrations: committedMigrations() })
  console.log(`seed: Payload started and migrated — ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const { counts, staff, team } = await seedDemoContent(payload, (line) => console.log(`seed: ${line}`))
  console.log('seed: written', JSON.stringify(counts))
  console.log(`seed: staff login for /admin — ${staff.email} / ${staff.password}`)
  for (const colleague of team) console.log(`seed: ${colleague.role.replace('_', ' ')} login — ${colleague.email} / ${colleague.password}`)
})
