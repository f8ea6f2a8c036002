import { localeOf } from '../locale-param'
import { NotFoundHere } from '../not-found-here'

// Any path no route matches: the site's 404 page (spec §2), rendered once per path and kept in the
// bounded cache like any page, with a lifetime so that a stream of made-up paths expires from Redis.
export const dynamic = 'error'
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

export default async function UnknownPage({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  await localeOf(params)
  return <NotFoundHere />
}
