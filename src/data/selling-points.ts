import type { HostUsp, SellingPoint as SellingPointDoc } from '../cms/payload-types'
import { cachedRead, findPublic } from './read'
import { ml, num, type Raw, str } from './reshape'
import type { SellingPoint } from './types'

const sellingPointFrom = (doc: Raw<SellingPointDoc> | Raw<HostUsp>): SellingPoint => ({
  title: ml(doc.title),
  description: ml(doc.description),
  icon: str(doc.icon),
  order: num(doc.order),
})

/** The group's unique selling points (home page). */
export const getSellingPoints = cachedRead('selling-points', ['selling-points'], async (): Promise<SellingPoint[]> => {
  const docs = await findPublic('selling-points', { sort: ['order', 'id'], depth: 0 })
  return docs.map(sellingPointFrom)
})

/** Why a property owner should join the group (the host page). */
export const getHostUsps = cachedRead('host-usps', ['host-usps'], async (): Promise<SellingPoint[]> => {
  const docs = await findPublic('host-usps', { sort: ['order', 'id'], depth: 0 })
  return docs.map(sellingPointFrom)
})
