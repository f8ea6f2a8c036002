import { cachedRead, findGlobalPublic } from './read'
import { image, ml, mlRichText } from './reshape'
import type { HostContent } from './types'

export const getHostContent = cachedRead('host-content', ['global:host-content', 'media'], async (): Promise<HostContent> => {
  const doc = await findGlobalPublic('host-content')
  return {
    title: ml(doc.title),
    intro: ml(doc.intro),
    content: mlRichText(doc.content),
    cta: ml(doc.cta),
    image: image(doc.image),
  }
})
