import type { MasterFacility } from '../cms/payload-types'
import { cachedRead, findPublic } from './read'
import { ml, type Raw, str } from './reshape'
import type { Facility } from './types'

export function facilityFrom(doc: Raw<MasterFacility>): Facility {
  return {
    key: str(doc.key),
    name: ml(doc.name),
    icon: str(doc.icon),
    category: doc.category === 'room' ? 'room' : 'property',
  }
}

export const getMasterFacilities = cachedRead('master-facilities', ['master-facilities'], async (): Promise<Facility[]> => {
  const docs = await findPublic('master-facilities', { sort: ['order', 'key'], depth: 0 })
  return docs.map(facilityFrom)
})
