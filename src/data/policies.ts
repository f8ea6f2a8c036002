import { cachedRead, findPublic } from './read'
import { dateOnly, ml, mlRichText, str } from './reshape'
import type { Policy } from './types'

/** A policy with the day it was last published (staff see the same date in the back office). */
export interface DatedPolicy extends Policy {
  /** 'YYYY-MM-DD', or null when the store has no date. */
  updated_at: string | null
}

export const getPolicies = cachedRead('privacy-policies', ['privacy-policies'], async (): Promise<DatedPolicy[]> => {
  const docs = await findPublic('privacy-policies', { sort: ['order', 'slug'], depth: 0 })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    name: ml(doc.name),
    content: mlRichText(doc.content),
    updated_at: dateOnly(doc.updatedAt),
  }))
})

/** One published policy, or null. The slug comes from a URL, so it is looked up in the cached list. */
export async function getPolicyBySlug(slug: string): Promise<DatedPolicy | null> {
  return (await getPolicies()).find((policy) => policy.slug === slug) ?? null
}
