'use client'

import { DEFAULT_ERROR_TEXTS, ErrorView, statusOf } from '@/components/layout/error-view'

/**
 * The fallback when the layout itself failed (spec §2 "framework fallback pages"): code 500, 'Server
 * error' and 'This page is temporarily unavailable.', with no link — nothing of the site may work.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#f7f3ec', color: '#1c232b' }}>
        <ErrorView
          status={statusOf(error)}
          error={error}
          texts={{ ...DEFAULT_ERROR_TEXTS, serverTitle: 'Server error' }}
        />
      </body>
    </html>
  )
}
