import { getPolicies } from '@/data/policies'
import { pick } from '@/i18n/text'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'
import { LOCALES } from '@/i18n/locales'
import { z } from 'zod'

/** Spec §3: policies are found by slug or by name (in any language). */
export const GET = contentRoute({ slug: queryParams.slug, name: z.string().trim().min(1).max(200).optional() }, async ({ slug, name }) => {
  const wanted = name?.toLowerCase()
  const policies = (await getPolicies()).filter(
    (policy) => (!slug || policy.slug === slug) && (!wanted || LOCALES.some((locale) => pick(policy.name, locale).toLowerCase() === wanted)),
  )
  return { body: { policies } }
})
