/**
 * Renders a message the way it is sent: with the labels and the group's name as staff last published
 * them (the read model). The outbox calls it when it sends; ./compose.tsx does the rendering.
 */
import { getCorporateProfile } from '@/data/corporate'
import { getLabels } from '@/data/labels'
import { siteOrigin } from '@/lib/site-url'

import { renderWithTexts } from './compose'
import type { RenderMessage } from './kinds'

export { renderWithTexts }

/** A message in a language, with the labels and the group's name as staff last published them. */
export const renderMessage: RenderMessage = async (data, lang) => {
  const [labels, profile] = await Promise.all([getLabels(), getCorporateProfile()])
  return renderWithTexts(labels, data, lang, { name: profile.name, origin: siteOrigin() })
}
