/**
 * Renders a message the way it is sent: with the labels and the group's name as staff last published
 * them (the read model). The outbox calls it when it sends; ./compose.tsx does the rendering. A text
 * staff never published (a database only migrated, or a label added by a newer release and not yet
 * seeded) comes from the demo content's labels, so no e-mail ever shows a label's key.
 */
import { getCorporateProfile } from '@/data/corporate'
import { getLabels } from '@/data/labels'
import { siteOrigin } from '@/lib/site-url'

import { labels as shippedLabels } from '../../../seed/content/labels'
import { renderWithTexts } from './compose'
import type { RenderMessage } from './kinds'
import type { LabelText } from './texts'

export { renderWithTexts }

const SHIPPED: LabelText[] = Object.entries(shippedLabels).map(([key, value]) => ({ key, value }))

/** The published labels, with the shipped text of any key staff have not published. */
function withShipped(published: readonly LabelText[]): LabelText[] {
  const keys = new Set(published.map((label) => label.key))
  return [...published, ...SHIPPED.filter((label) => !keys.has(label.key))]
}

/** A message in a language, with the labels and the group's name as staff last published them. */
export const renderMessage: RenderMessage = async (data, lang) => {
  const [labels, profile] = await Promise.all([getLabels().catch(() => []), getCorporateProfile().catch(() => null)])
  const origin = siteOrigin()
  // Before the corporate profile is filled in, the site is named by its host.
  return renderWithTexts(withShipped(labels), data, lang, { name: profile?.name || new URL(origin).hostname, origin })
}
