import { getPayloadClient } from '../src/cms/client'
import { runScript } from './run-script'

/** Applies the committed migrations to DATABASE_URI (default: data/hotel.db). Never prompts. */
await runScript('migrate', async () => {
  const payload = await getPayloadClient()
  await payload.db.migrate()
})
