'use client'

/**
 * Shown above every page while a staff member previews drafts (Next's draft mode, /api/preview): says
 * so, and leaves the preview at once, back to the same page as visitors see it.
 */
import { usePathname } from 'next/navigation'

export function PreviewBanner({ notice, exit }: { notice: string; exit: string }) {
  const pathname = usePathname() || '/'
  return (
    <div role="status" data-preview-banner="" className="bg-ink px-4 py-2 text-center text-sm text-ivory">
      <span>{notice}</span>{' '}
      <a href={`/api/preview/exit?path=${encodeURIComponent(pathname)}`} className="font-semibold underline underline-offset-2">
        {exit}
      </a>
    </div>
  )
}
