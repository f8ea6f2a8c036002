'use client'

import { ErrorView, statusOf } from '@/components/layout/error-view'

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
          texts={{
            notFoundTitle: 'Page Not Found',
            notFoundDescription: 'Sorry, the page you are looking for could not be found.',
            serverTitle: 'Server error',
            serverDescription: 'This page is temporarily unavailable.',
            tryAgain: '',
            goHome: '',
          }}
        />
      </body>
    </html>
  )
}
