import Link from 'next/link'
import type { ComponentProps } from 'react'

import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'

/** A link to a page of the site in the given language (the path is written without a prefix). */
export function SiteLink({ locale, href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { locale: Locale; href: string }) {
  return <Link href={localizedPath(locale, href)} {...props} />
}
