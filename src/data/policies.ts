import { cachedRead, findPublic } from './read'
import { ml, mlRichText, str } from './reshape'
import type { Policy } from './types'

export const getPolicies = cachedRead('privacy-policies', ['privacy-policies'], async (): Promise<Policy[]> => {
  const docs = await findPublic('privacy-policies', { sort: ['order', 'slug'], depth: 0 })
  return docs.map((doc) => ({ slug: str(doc.slug), name: ml(doc.name), content: mlRichText(doc.content) }))
})
