import { notFound } from 'next/navigation'

/** Any path no route matches: the site's 404 page (spec §2). */
export default function UnknownPage() {
  notFound()
}
