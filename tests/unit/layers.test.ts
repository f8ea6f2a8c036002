/**
 * The one-way layers are kept by the lint (eslint.config.mjs): this runs the project's own ESLint
 * configuration over small files placed in each layer and checks which imports it refuses.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '..', '..')
let eslint: ESLint

/** The layer rules' complaints about one import written in a file at `file` (relative to the project). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n\nexport const used = typeof value\n`, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((message) => message.ruleId?.endsWith('no-restricted-imports')).map((message) => message.message)
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
}, 60_000)

describe('the layers', () => {
  it('refuses the CMS in a site route or page, and allows it in Payload’s own group', async () => {
    const cms = "import { getPayloadClient as value } from '@/cms/client'"
    expect(await refusals('src/app/(site)/api/example/route.ts', cms)).toEqual([expect.stringMatching(/reach the CMS through services/)])
    expect(await refusals('src/app/(site)/[locale]/example/page.tsx', "import { staffUser as value } from '@/cms/staff'")).toHaveLength(1)
    expect(await refusals('src/app/(site)/api/example/route.ts', "import { queueMessages as value } from '../../../../cms/outbox'")).toHaveLength(1)
    expect(await refusals('src/app/(payload)/admin/example.ts', cms)).toEqual([])
    expect(await refusals('src/app/(site)/api/example/route.ts', "import { staffUser as value } from '@/services/staff'")).toEqual([])
  })

  it('refuses the booking engine, the read model and services in a component at run time, and allows their types', async () => {
    const file = 'src/components/property/example.tsx'
    expect(await refusals(file, "import { getCatalog as value } from '@/booking/engine'")).toEqual([expect.stringMatching(/only types from booking/)])
    expect(await refusals(file, "import { getOffers as value } from '@/data/offers'")).toHaveLength(1)
    expect(await refusals(file, "import { getPricedProperties as value } from '@/services/from-price'")).toHaveLength(1)
    expect(await refusals(file, "import { getCatalog as value } from '../../booking/engine'")).toHaveLength(1)
    expect(await refusals(file, "import type { CatalogProperty as value } from '@/booking/engine'")).toEqual([])
    expect(await refusals(file, "import { type PricedProperty as value } from '@/services/from-price'")).toEqual([])
    // The booking components are components, not the booking engine.
    expect(await refusals(file, "import { DEFAULT_STAY as value } from '@/components/booking/stay-query'")).toEqual([])
    expect(await refusals(file, "import { getPayloadClient as value } from '@/cms/client'")).toHaveLength(1)
  })

  it('refuses an import back up from the layers below services', async () => {
    expect(await refusals('src/data/example.ts', "import { renderMessage as value } from '@/services/messages/render'")).toHaveLength(1)
    expect(await refusals('src/booking/example.ts', "import { getOffers as value } from '@/data/offers'")).toHaveLength(1)
    expect(await refusals('src/cms/example.ts', "import { getCatalog as value } from '@/booking/engine'")).toHaveLength(1)
    expect(await refusals('src/lib/example.ts', "import { siteOrigin as value } from '@/cms/client'")).toHaveLength(1)
    expect(await refusals('src/services/example.ts', "import { PropertyCard as value } from '@/components/property/property-card'")).toHaveLength(1)
    expect(await refusals('src/services/example.ts', "import { getCatalog as value } from '@/booking/engine'")).toEqual([])
  })
})
