/**
 * GET /api/preview?path=/fr/blog/… — the back office's "Preview the draft" link. A signed-in staff member
 * gets Next's draft mode (a cookie only their browser holds) and is sent to the page, which then renders
 * anew with the latest drafts instead of from the cache. Anyone else gets 401 and no cookie. The preview
 * ends by the banner's "Exit preview" (/api/preview/exit), or by itself after PREVIEW_MINUTES: Next's
 * draft-mode cookie would otherwise last as long as the browser and keep every page in draft.
 */
import { cookies, draftMode } from 'next/headers'

import { staffUser } from '@/services/staff'

import { sitePath } from '../_shared/query'
import { errorResponse } from '../_shared/respond'

export const dynamic = 'force-dynamic'

/** How long a preview lasts without an exit: long enough to review a page, not a whole browser session. */
const PREVIEW_MINUTES = 60

/** The cookie Next's draft mode sets (next/dist/server/api-utils COOKIE_NAME_PRERENDER_BYPASS). */
const DRAFT_COOKIE = '__prerender_bypass'

export async function GET(request: Request): Promise<Response> {
  const parsed = sitePath.safeParse(new URL(request.url).searchParams.get('path') ?? '')
  if (!parsed.success) return errorResponse(400, 'invalid_query', 'path is not a page of this site.', { path: parsed.error.issues[0]?.message ?? 'is invalid' })
  if (!(await staffUser(request.headers))) {
    return Response.json(
      { error: { code: 'unauthorized', message: 'Sign in to the back office to preview drafts.' } },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  ;(await draftMode()).enable()
  // The same cookie, with an end.
  const jar = await cookies()
  const value = jar.get(DRAFT_COOKIE)?.value
  if (value) jar.set(DRAFT_COOKIE, value, { httpOnly: true, sameSite: 'none', secure: true, path: '/', maxAge: PREVIEW_MINUTES * 60 })
  return new Response(null, { status: 307, headers: { Location: parsed.data, 'Cache-Control': 'no-store' } })
}
