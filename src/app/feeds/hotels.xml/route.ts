import { hotelListXml } from '@/services/hotel-feeds'

// Built from the read model's cache per request: the hotels are content, published without a rebuild.
export const dynamic = 'force-dynamic'

/** /feeds/hotels.xml: the Hotel List (Google Hotel Center) in English, the group's default language. */
export async function GET() {
  return new Response(await hotelListXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
}
