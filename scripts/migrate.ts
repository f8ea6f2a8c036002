import { getPayloadClient } from '../src/cms/client'
import { committedMigrations } from '../src/cms/database'
import { runScript } from './run-script'

/** Applies the committed migrations to DATABASE_URI (default: data/hotel.db). Never prompts. */
await runScript('migrate', async () => {
  const payload = await getPayloadClient()
  await payload.db.migrate({ migrations: committedMigrations() })
})
