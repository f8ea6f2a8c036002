'use client'

import type React from 'react'

import { useEffect, useSyncExternalStore } from 'react'

import { isBotUserAgent } from '@/lib/bots'

/** The error screen's texts in the page's language; the layout writes them into the page (ErrorLabels). */
export type ErrorTexts = {
  notFoundTitle: string
  notFoundDescription: string
  serverTitle: string
  serverDescription: string
  tryAgain: string
  goHome: string
}

/** Spec §2 defaults, used where the layout itself failed and wrote no texts. */
export const DEFAULT_ERROR_TEXTS: ErrorTexts = {
  notFoundTitle: 'Page Not Found',
  notFoundDescription: 'Sorry, the page you are looking for could not be found.',
  serverTitle: 'Internal Server Error',
  serverDescription: 'This page is temporarily unavailable.',
  tryAgain: 'Try again',
  goHome: 'Go back home',
}

export const ERROR_TEXTS_ID = 'error-texts'

const never = () => () => {}

/** Whether the visitor is a person's browser: `null` while unknown (on the server and during hydration). */
export function usePersonVisitor(): boolean | null {
  return useSyncExternalStore(
    never,
    () => !isBotUserAgent(navigator.userAgent),
    () => null,
  )
}

/** The texts the layout wrote for this language, or the spec's English defaults. */
export function useErrorTexts(): ErrorTexts {
  return useSyncExternalStore(
    never,
    () => readErrorTexts(),
    () => DEFAULT_ERROR_TEXTS,
  )
}

let cached: { source: string; texts: ErrorTexts } | undefined
function readErrorTexts(): ErrorTexts {
  const source = document.getElementById(ERROR_TEXTS_ID)?.textContent ?? ''
  if (cached?.source === source) return cached.texts
  let texts = DEFAULT_ERROR_TEXTS
  try {
    if (source) texts = { ...DEFAULT_ERROR_TEXTS, ...(JSON.parse(source) as Partial<ErrorTexts>) }
  } catch {
    // malformed: keep the defaults
  }
  cached = { source, texts }
  return texts
}

/** 404 for errors that carry that status (a failed fetch of a missing item), 500 for everything else. */
export function statusOf(error: unknown): 404 | 500 {
  const carried = (error as { status?: unknown; statusCode?: unknown } | null) ?? {}
  return carried.status === 404 || carried.statusCode === 404 ? 404 : 500
}

/**
 * Spec §2 error page: the status code, its message and a description, in two variants (404 and every
 * other error). Shown only to people: for crawlers and other bots (and before the browser has said
 * which it is) nothing of it renders — the response's status tells them all, and nothing is indexed.
 */
export function ErrorView({ status, texts, action, error }: { status: 404 | 500; texts: ErrorTexts; action?: React.ReactNode; error: unknown }) {
  const person = usePersonVisitor()
  useEffect(() => {
    console.error(error)
  }, [error])
  if (!person) return <meta name="robots" content="noindex" />
  const title = status === 404 ? texts.notFoundTitle : texts.serverTitle
  const description = status === 404 ? texts.notFoundDescription : texts.serverDescription
  return (
    <section role="alert" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-32 text-center sm:px-6" data-testid="error-page">
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{status}</p>
      <h1 className="mt-4 font-display text-5xl">{title}</h1>
      <p className="mt-6 text-lg text-ink-soft">{description}</p>
      {action}
    </section>
  )
}
