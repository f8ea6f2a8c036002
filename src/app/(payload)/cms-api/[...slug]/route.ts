/*
 * Payload's REST API for the back office, at /cms-api (the site's own API owns /api), behind the checks
 * of src/cms/rest-guard.ts: caps on limit and depth, whole-number ids, body size and type, a rate limit on
 * anonymous reads and on failed sign-ins.
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRest, type RestHandler } from '@/cms/rest-guard'

export const GET = guardRest(REST_GET(config))
export const POST = guardRest(REST_POST(config))
export const DELETE = guardRest(REST_DELETE(config))
export const PATCH = guardRest(REST_PATCH(config))
export const PUT = guardRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

/**
 * HEAD is GET without the body (RFC 9110 §9.3.2). Payload's router has no HEAD endpoints, so a crawler's
 * or link checker's HEAD of a picture the site shows would answer 404.
 */
export const HEAD: RestHandler = async (request, args) => {
  const answer = await GET(new Request(request.url, { method: 'GET', headers: request.headers }), args)
  await answer.body?.cancel()
  return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
}
