import { cachedRead, findPublic } from './read'
import { ml, mlRichText, slugOf, str } from './reshape'
import type { Career } from './types'

export const getCareers = cachedRead('careers', ['careers', 'properties'], async (): Promise<Career[]> => {
  const docs = await findPublic('careers', { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    title: ml(doc.title),
    department: ml(doc.department),
    location: ml(doc.location),
    property: slugOf(doc.property),
    employment_type: str(doc.employment_type),
    description: mlRichText(doc.description),
  }))
})
