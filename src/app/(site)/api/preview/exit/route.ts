/** GET /api/preview/exit?path=/… — leaves the draft preview: the page is served from the cache again. */
import { draftMode } from 'next/headers'

import { sitePath } from '../../_shared/query'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const parsed = sitePath.safeParse(new URL(request.url).searchParams.get('path') ?? '/')
  ;(await draftMode()).disable()
  return new Response(null, { status: 307, headers: { Location: parsed.success ? parsed.data : '/', 'Cache-Control': 'no-store' } })
}
