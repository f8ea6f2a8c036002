'use client'

import { lazy, Suspense } from 'react'

/*
 * The error screen downloads when this fallback is drawn. Every page loads this file with its first
 * load, and the site's own error boundary already carries the screen: loaded here as well, it would be
 * a second copy in every first load, for a page that is almost never seen.
 */
const FallbackView = lazy(() =>
  import('@/components/layout/error-view').then(({ DEFAULT_ERROR_TEXTS, ErrorView, statusOf }) => ({
    default: function FallbackView({ error }: { error: unknown }) {
      return <ErrorView status={statusOf(error)} error={error} texts={{ ...DEFAULT_ERROR_TEXTS, serverTitle: 'Server error' }} />
    },
  })),
)

/**
 * The fallback when the layout itself failed (spec §2 "framework fallback pages"): code 500, 'Server
 * error' and 'This page is temporarily unavailable.', with no link — nothing of the site may work.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#f7f3ec', color: '#1c232b' }}>
        <Suspense fallback={null}>
          <FallbackView error={error} />
        </Suspense>
      </body>
    </html>
  )
}
