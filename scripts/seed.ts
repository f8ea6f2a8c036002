import { getPayloadClient } from '../src/cms/client'
import { committedMigrations } from '../src/cms/database'
import { seedDemoContent } from '../seed'
import { runScript } from './run-script'

/** Migrates DATABASE_URI (default data/hotel.db), then writes the demo content. Safe to run again. */
await runScript('seed', async () => {
  const payload = await getPayloadClient()
  await payload.db.migrate({ migrations: committedMigrations() })
  const { counts, staff } = await seedDemoContent(payload, (line) => console.log(`seed: ${line}`))
  console.log('seed: written', JSON.stringify(counts))
  console.log(`seed: staff login for /admin — ${staff.email} / ${staff.password}`)
})
