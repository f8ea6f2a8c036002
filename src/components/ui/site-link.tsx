import Link from 'next/link'
import type { ComponentProps } from 'react'

import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'

/**
 * A link to a page of the site in the given language. `href` is a path from the route table
 * (`routes.listing(slug)`, src/i18n/routes.ts), without language prefix: links, hreflang and the
 * sitemap then name every page the same way. Next's own prefetching is off: the site prefetches
 * visible links by the rules of spec §2 / §4 (components/site/route-prefetcher.tsx).
 */
export function SiteLink({ locale, href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { locale: Locale; href: string }) {
  return <Link href={localizedPath(locale, href)} prefetch={false} {...props} />
}
