'use client'

import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

import { stripLanguagePrefix } from '@/i18n/resolve'
import { SiteLink } from '../ui/site-link'

/** Spec §2: active links carry vr-link-active, the exact page vr-link-exact-active. */
export function NavLink({ href, className = '', ...props }: ComponentProps<typeof SiteLink>) {
  const pathname = stripLanguagePrefix(usePathname())
  const exact = pathname === href
  const active = exact || (href !== '/' && pathname.startsWith(`${href}/`))
  const classes = [className, active && 'vr-link-active', exact && 'vr-link-exact-active'].filter(Boolean).join(' ')
  return <SiteLink href={href} className={classes} aria-current={exact ? 'page' : undefined} {...props} />
}
