import { priceFeedXml } from '@/services/hotel-feeds'

// The prices are kept in Next's cache (src/services/hotel-feeds.ts) and rebuilt after a rate, rule or
// booking change; the response itself carries the message's timestamp, so it is made per request.
export const dynamic = 'force-dynamic'

/** /feeds/prices.xml: Transaction messages (Google Hotel Center) with each hotel's lowest price per stay. */
export async function GET() {
  return new Response(await priceFeedXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
}
