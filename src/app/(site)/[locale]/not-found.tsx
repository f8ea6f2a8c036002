import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundPath } from '@/components/layout/not-found-path'
import { SiteLink } from '@/components/ui/site-link'

/** Spec §2/§8: a non-fatal 404 that names the missing path, inside the site's layout. */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('error'), getLocale()])
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-32 text-center sm:px-6">
      <p className="eyebrow">404</p>
      <h1 className="mt-4 font-display text-5xl">{t('not_found_title')}</h1>
      <p className="mt-6 text-lg" data-testid="not-found-message">
        <NotFoundPath template={t.raw('not_found_message') as string} />
      </p>
      <p className="mt-3 text-ink-soft">{t('not_found_description')}</p>
      <SiteLink locale={locale} href="/" className="btn-primary mt-10">
        {t('go_home')}
      </SiteLink>
    </section>
  )
}
