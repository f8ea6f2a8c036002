import { type Locale, localeTag } from '@/i18n/locales'

import type { Translate } from '../texts'

/** Who sends the site's e-mails, and where its pages are. */
export interface SiteIdentity {
  /** The group's name (the corporate profile's), shown atop the e-mails that are not a hotel's. */
  name: string
  /** The public origin links are made on (SITE_URL). */
  origin: string
}

/** What a template needs besides its data: the language, its texts and the site. */
export interface MessageContext {
  lang: Locale
  /** The language's formatting locale (en-US, ja-JP…). */
  tag: string
  t: Translate
  site: SiteIdentity
}

export function messageContext(lang: Locale, t: Translate, site: SiteIdentity): MessageContext {
  return { lang, tag: localeTag(lang), t, site }
}
