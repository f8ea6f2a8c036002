import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/seo/json-ld'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { absoluteUrl } from '@/lib/site-url'

import { SiteLink } from './site-link'

export type Crumb = { label: string; href: string }

/**
 * Where the page sits in the site: a visible trail that starts at Home (the last crumb is the current
 * page, not a link) and the same trail as a schema.org BreadcrumbList. `items` are the crumbs after
 * Home; `href` values are route-table paths.
 */
export async function Breadcrumbs({
  items: after,
  locale,
  label,
  className = '',
}: {
  items: Crumb[]
  locale: Locale
  /** The navigation's name, when a page has two trails; 'Breadcrumb' in the page language otherwise. */
  label?: string
  className?: string
}) {
  const t = await getTranslations('site')
  const items = [{ label: t('home'), href: routes.home() }, ...after]
  return (
    <nav aria-label={label ?? t('breadcrumb')} className={`text-sm text-ink-soft ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.href} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-ink">
                  {item.label}
                </span>
              ) : (
                <>
                  <SiteLink locale={locale} href={item.href} className="underline-offset-4 hover:text-ink hover:underline">
                    {item.label}
                  </SiteLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.label,
            item: absoluteUrl(localizedPath(locale, item.href)),
          })),
        }}
      />
    </nav>
  )
}
