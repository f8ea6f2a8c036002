import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/components/layout/not-found-view'
import { localizedPath } from '@/i18n/paths'

/** Spec §2/§8: a non-fatal 404 that names the missing path, inside the site's layout. */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('error'), getLocale()])
  return (
    <NotFoundView
      texts={{
        title: t('not_found_title'),
        message: t.raw('not_found_message') as string,
        description: t('not_found_description'),
        goHome: t('go_home'),
        home: localizedPath(locale, '/'),
      }}
    />
  )
}
