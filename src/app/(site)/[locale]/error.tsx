'use client'

import { ErrorView, statusOf, useErrorTexts } from '@/components/layout/error-view'

/**
 * A page that failed to render, inside the site's layout (spec §2, §8): 500 'Internal Server Error'
 * (or the 404 variant for an error that carries that status) with a way to try again.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts()
  return (
    <ErrorView
      status={statusOf(error)}
      texts={texts}
      error={error}
      action={
        <button type="button" onClick={reset} className="btn-primary mt-10">
          {texts.tryAgain}
        </button>
      }
    />
  )
}
