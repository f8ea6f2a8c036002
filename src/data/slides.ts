import { cachedRead, findPublic } from './read'
import { image, ml, str } from './reshape'
import type { Slide } from './types'

const getAllSlides = cachedRead('slideshows', ['slideshows', 'media'], async (): Promise<Slide[]> => {
  const docs = await findPublic('slideshows', { sort: ['order', 'id'] })
  return docs.map((doc) => ({
    corporate_id: str(doc.corporate_id),
    title: ml(doc.title),
    subtitle: ml(doc.subtitle),
    cta: ml(doc.cta),
    link: str(doc.link),
    image: image(doc.image),
  }))
})

/** The home page slideshow, optionally of one corporate id (spec §7 `corporate_id`). */
export async function getSlides(corporateId?: string): Promise<Slide[]> {
  const slides = await getAllSlides()
  return corporateId ? slides.filter((slide) => slide.corporate_id === corporateId) : slides
}
