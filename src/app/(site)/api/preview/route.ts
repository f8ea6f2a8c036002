/**
 * GET /api/preview?path=/fr/blog/… — the back office's "Preview the draft" link. A signed-in staff member
 * gets Next's draft mode (a cookie only their browser holds) and is sent to the page, which then renders
 * anew with the latest drafts instead of from the cache. Anyone else gets 401 and no cookie.
 */
import { draftMode } from 'next/headers'

import { staffUser } from '@/services/staff'

import { sitePath } from '../_shared/query'
import { errorResponse } from '../_shared/respond'

export const dynamic = 'force-dynamic'

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
  return new Response(null, { status: 307, headers: { Location: parsed.data, 'Cache-Control': 'no-store' } })
}
