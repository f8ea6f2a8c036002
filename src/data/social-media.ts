import { cachedRead, findPublic } from './read'
import { str } from './reshape'
import type { SocialLink } from './types'

export const getSocialLinks = cachedRead('social-media', ['social-media'], async (): Promise<SocialLink[]> => {
  const docs = await findPublic('social-media', { sort: ['order', 'id'], depth: 0 })
  return docs.map((doc) => ({ platform: str(doc.platform), label: str(doc.label), url: str(doc.url) }))
})
