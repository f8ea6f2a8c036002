/**
 * Renders a message the way it is sent: with the labels and the group's name as staff last published
 * them (the read model). The outbox calls it when it sends; ./compose.tsx does the rendering. A text
 * staff never published (a database only migrated, or a label added by a newer release and not yet
 * seeded) comes from the demo content's labels, so no e-mail ever shows a label's key.
 */
import { getCorporateProfile } from '@/data/corporate'
import { getLabels } from '@/data/labels'
import type { Locale } from '@/i18n/locales'
import { keptPerVersion } from '@/lib/cached'
import { siteOrigin } from '@/lib/site-url'

import { labels as shippedLabels } from '../../../seed/content/labels'
import { renderWithTexts, renderWithTranslator } from './compose'
import type { RenderMessage } from './kinds'
import { type LabelText, translator } from './texts'

export { renderWithTexts }

const SHIPPED: LabelText[] = Object.entries(shippedLabels).map(([key, value]) => ({ key, value }))

/** The published labels, with the shipped text of any key staff have not published. */
function withShipped(published: readonly LabelText[]): LabelText[] {
  const keys = new Set(published.map((label) => label.key))
  return [...published, ...SHIPPED.filter((label) => !keys.has(label.key))]
}

/**
 * Each language's translator over the labels staff last published, per content version of the labels:
 * every e-mail would otherwise read all labels of every language from the cache and compile its texts anew.
 */
const publishedTexts = keptPerVersion('message-texts', ['labels'], async (lang: string) => translator(withShipped(await getLabels()), lang as Locale))

/** A message in a language, with the labels and the group's name as staff last published them. */
export const renderMessage: RenderMessage = async (data, lang) => {
  const [t, profile] = await Promise.all([publishedTexts(lang).catch(() => translator(SHIPPED, lang)), getCorporateProfile().catch(() => null)])
  const origin = siteOrigin()
  // Before the corporate profile is filled in, the site is named by its host.
  return renderWithTranslator(t, data, lang, { name: profile?.name || new URL(origin).hostname, origin })
}
