import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { getDestinationSuggestions } from '@/data/destination-suggestions'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

/**
 * GET /api/destination-suggestions?lang=ja: what the stay search's destination box suggests, named in
 * the language asked for (the default one without `lang`), with every name it is found by. The box
 * loads it once it is live, so that the list is not in every page's HTML (~6 kB of the home page).
 */
export const GET = contentRoute({}, async (query) => {
  const { lang } = query as { lang?: Locale }
  return { body: { suggestions: await getDestinationSuggestions(lang ?? DEFAULT_LOCALE) } }
})
