import { FiftyLinks } from '../../fifty-links'
import { SIZES_KB, prose } from '../../sizes'

// The bare page made as heavy as a site page: the same 50 links and then prose, prerendered at build.
// Text in a server component is sent twice — in the HTML and in the inline RSC payload — as the site's
// is, so the prose is about 1/2.3 of what the wanted size leaves after the ~13 kB of the links page. bench/cached-routes.mjs picks the size nearest a route's.
export const dynamicParams = false

export function generateStaticParams() {
  return SIZES_KB.map((kb) => ({ kb: String(kb) }))
}

export default async function SizedPage({ params }) {
  const { kb } = await params
  return (
    <>
      <FiftyLinks />
      {prose(Math.max(0, Number(kb) * 1024 - 13_000) / 2.3).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  )
}
