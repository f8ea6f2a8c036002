import type { BlogPost } from '@/data/types'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import { readingMinutes, textOfHtml } from '@/lib/reading-time'

/** Minutes to read a post in the language it is shown in (its English text where a translation is missing). */
export function postReadingMinutes(post: BlogPost, locale: Locale): number {
  const language = post.content[locale] ? locale : DEFAULT_LOCALE
  return readingMinutes(textOfHtml(pick(post.content, locale)), language)
}
