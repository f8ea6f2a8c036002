'use client'

import type { ComponentProps } from 'react'

import { Link, usePathname } from '@/i18n/navigation'

/** Spec §2: active links carry vr-link-active, the exact page vr-link-exact-active. */
export function NavLink({ href, className = '', ...props }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname()
  const exact = pathname === href
  const active = exact || (href !== '/' && pathname.startsWith(`${href}/`))
  const classes = [className, active && 'vr-link-active', exact && 'vr-link-exact-active'].filter(Boolean).join(' ')
  return <Link href={href} className={classes} aria-current={exact ? 'page' : undefined} {...props} />
}
