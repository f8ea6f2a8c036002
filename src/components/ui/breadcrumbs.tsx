import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/seo/json-ld'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { absoluteUrl } from '@/lib/site-url'

import { BreadcrumbsView } from './breadcrumbs-view'

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
  const items = [{ label: t('home'), href: routes.home() }, ...after].map((item) => ({ label: item.label, href: localizedPath(locale, item.href) }))
  return (
    <BreadcrumbsView label={label ?? t('breadcrumb')} className={className} items={items}>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.label,
            item: absoluteUrl(item.href),
          })),
        }}
      />
    </BreadcrumbsView>
  )
}
