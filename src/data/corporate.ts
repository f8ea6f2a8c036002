import { cachedRead, findGlobalPublic } from './read'
import { image, ml, str } from './reshape'
import type { CorporateProfile } from './types'

/** Spec §3: the corporate profile; favicon and gtm (a tag-manager id) are served with it. */
export const getCorporateProfile = cachedRead('corporate-profile', ['global:corporate-profile', 'media'], async (): Promise<CorporateProfile> => {
  const doc = await findGlobalPublic('corporate-profile')
  return {
    name: str(doc.name),
    corporate_id: str(doc.corporate_id),
    tagline: ml(doc.tagline),
    description: ml(doc.description),
    address: ml(doc.address),
    email: str(doc.email),
    phone: str(doc.phone),
    logo: image(doc.logo),
    favicon: image(doc.favicon),
    gtm: str(doc.gtm),
  }
})
