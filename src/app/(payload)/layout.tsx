/* Payload's back office: its own root layout, beside the public site's. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { forbidden, notFound, unauthorized } from 'next/navigation'
import { getPayload, type ServerFunctionClient } from 'payload'
import type React from 'react'

import { importMap } from './admin/importMap'
import './custom.css'

/** Server functions the sign-in, reset and first-account screens call before anyone is signed in. */
const WITHOUT_SESSION = new Set(['form-state'])

/** A 4xx from Payload (Unauthorized, Forbidden, NotFound, ValidationError…): its status, else null. */
function clientErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null
}

/**
 * Payload's server functions (render-list, render-document, schedule-publish…), answered 401 without a
 * session (instead of a 500 from deep inside), and 403/404 for what Payload refuses, instead of a 500.
 */
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  const name = typeof args?.name === 'string' ? args.name : ''
  if (!name) notFound()
  if (!WITHOUT_SESSION.has(name)) {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
    if (!user) unauthorized()
  }
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Unknown Server Function')) notFound()
    const status = clientErrorStatus(error)
    if (status === 401) unauthorized()
    if (status === 403) forbidden()
    if (status !== null) notFound()
    throw error
  }
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
