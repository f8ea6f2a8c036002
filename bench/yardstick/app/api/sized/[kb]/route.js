import { SIZES_KB, prose } from '../../../sizes'

// A route handler that runs on every request, like the site's content API, and answers a JSON body of
// about `kb` kB made once per process: what Next.js costs to send an answer of that size that is already
// made. bench/cached-routes.mjs picks the size nearest an API route's.
export const dynamic = 'force-dynamic'

const bodies = new Map()

export async function GET(_request, { params }) {
  const kb = Number((await params).kb)
  if (!SIZES_KB.includes(kb)) return Response.json({ error: 'unknown size' }, { status: 404 })
  let body = bodies.get(kb)
  if (!body) {
    body = JSON.stringify({ data: prose(kb * 1024 * 0.92).map((text, id) => ({ id, text })) })
    bodies.set(kb, body)
  }
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60' } })
}
