import { cachedRead, findPublic } from './read'
import { ml, mlRichText, seo, str } from './reshape'
import type { Page } from './types'

export const getPages = cachedRead('pages', ['pages'], async (): Promise<Page[]> => {
  const docs = await findPublic('pages', { sort: ['slug'], depth: 0 })
  return docs.map((doc) => ({ slug: str(doc.slug), title: ml(doc.title), content: mlRichText(doc.content), meta: seo(doc.meta) }))
})
