'use client'

import { usePathname } from 'next/navigation'

/** The visitor's own path, in the 'Page not found: {path}' message. */
export function NotFoundPath({ template }: { template: string }) {
  const pathname = usePathname()
  return <>{template.replace('{path}', pathname)}</>
}
