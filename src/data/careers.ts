import type { Property } from '../cms/payload-types'
import { cachedRead, findPublic } from './read'
import { ml, mlRichText, raw, slugOf, str } from './reshape'
import type { Career, ML } from './types'

/** An open position as the careers page shows it: where it is, and where applications go. */
export interface CareerOpening extends Career {
  /** The hotel's name, empty for positions at the head office. */
  property_name: ML
  /** The hotel's e-mail address, empty for positions at the head office (the group's address applies). */
  apply_email: string
}

export const getCareerOpenings = cachedRead('career-openings', ['careers', 'properties'], async (): Promise<CareerOpening[]> => {
  const docs = await findPublic('careers', {
    sort: ['order', 'slug'],
    populate: { properties: { slug: true, name: true, contact: true } },
  })
  return docs.map((doc) => {
    const property = raw<Property>(doc.property)
    return {
      slug: str(doc.slug),
      title: ml(doc.title),
      department: ml(doc.department),
      location: ml(doc.location),
      property: slugOf(doc.property),
      employment_type: str(doc.employment_type),
      description: mlRichText(doc.description),
      property_name: ml(property?.name),
      apply_email: str(raw<NonNullable<Property['contact']>>(property?.contact)?.email),
    }
  })
})

/** The positions as the public API serves them (spec §3 'careers'). */
export async function getCareers(): Promise<Career[]> {
  return (await getCareerOpenings()).map(({ slug, title, department, location, property, employment_type, description }) => ({
    slug,
    title,
    department,
    location,
    property,
    employment_type,
    description,
  }))
}
