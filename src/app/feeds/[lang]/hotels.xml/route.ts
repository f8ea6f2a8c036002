import { isLocale } from '@/i18n/locales'
import { hotelListXml } from '@/services/hotel-feeds'

export const dynamic = 'force-dynamic'

/** /feeds/{lang}/hotels.xml: the Hotel List with the hotels' names and addresses in one language (one file per language, as Hotel Center takes them). */
export async function GET(_request: Request, context: { params: Promise<{ lang: string }> }) {
  const { lang } = await context.params
  if (!isLocale(lang)) return new Response('Unknown language', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(await hotelListXml(lang), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
}
