import type { Gallery as GalleryDoc } from '../cms/payload-types'
import { cachedRead, findGlobalPublic, findPublic } from './read'
import { image, ml, mlRichText, rows, str } from './reshape'
import type { About, Gallery } from './types'

export const getAbout = cachedRead('about', ['global:about', 'media'], async (): Promise<About> => {
  const doc = await findGlobalPublic('about')
  return { title: ml(doc.title), intro: ml(doc.intro), content: mlRichText(doc.content), image: image(doc.image) }
})

type GalleryImage = NonNullable<GalleryDoc['images']>[number]

export const getGalleries = cachedRead('galleries', ['galleries', 'media'], async (): Promise<Gallery[]> => {
  const docs = await findPublic('galleries', { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    title: ml(doc.title),
    images: rows<GalleryImage>(doc.images).map((row) => ({ image: image(row.image), caption: ml(row.caption) })),
  }))
})
