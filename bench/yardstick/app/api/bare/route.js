// The bare dynamic request: a route handler that runs on every request (never prerendered or cached),
// reads what it is sent and answers JSON, and does nothing else. The yardstick of API benches: what
// Next.js itself costs per dynamic GET and POST on this machine, measured in the same run.
export const dynamic = 'force-dynamic'

export function GET(request) {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  return Response.json({ ok: true, query }, { headers: { 'Cache-Control': 'no-store' } })
}

export async function POST(request) {
  let body
  try {
    body = await request.json()
  } catch {
    return Response.json({ error: { code: 'invalid_json' } }, { status: 400 })
  }
  const key = request.headers.get('idempotency-key') ?? ''
  return Response.json({ ok: true, key, fields: Object.keys(body ?? {}).length }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
}
