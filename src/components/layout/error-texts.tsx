import { getTranslations } from 'next-intl/server'

import { JsonScript } from '../ui/json-script'

import { ERROR_TEXTS_ID, type ErrorTexts } from './error-view'

/**
 * The error screen's texts in the page's language, written once into every page as JSON, so the error
 * boundary (a client component that may render when nothing else works) needs no request of its own.
 */
export async function ErrorTextsScript() {
  const t = await getTranslations('error')
  const texts: ErrorTexts = {
    notFoundTitle: t('not_found_title'),
    notFoundDescription: t('not_found_description'),
    serverTitle: t('server_title'),
    serverDescription: t('server_description'),
    tryAgain: t('try_again'),
    goHome: t('go_home'),
  }
  return <JsonScript type="application/json" id={ERROR_TEXTS_ID} data={texts} />
}
