'use client'

import Link from 'next/link'

import { NotFoundPath } from './not-found-path'

/** The texts of the site's 404, in the page's language; `message` holds the visitor's {path}. */
export interface NotFoundTexts {
  title: string
  message: string
  description: string
  goHome: string
  /** The home page in the page's language. */
  home: string
}

/**
 * The markup of the site's 404 (the [locale] segment's not-found.tsx gathers its texts). A client
 * component for its weight: every page's payload carries the 404 for its not-found boundary, now as
 * its texts rather than its tree of elements and class lists.
 */
export function NotFoundView({ texts }: { texts: NotFoundTexts }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-32 text-center sm:px-6">
      <p className="eyebrow">404</p>
      <h1 className="mt-4 font-display text-5xl">{texts.title}</h1>
      <p className="mt-6 text-lg" data-testid="not-found-message">
        <NotFoundPath template={texts.message} />
      </p>
      <p className="mt-3 text-ink-soft">{texts.description}</p>
      <Link href={texts.home} prefetch={false} className="btn-primary mt-10">
        {texts.goHome}
      </Link>
    </section>
  )
}
