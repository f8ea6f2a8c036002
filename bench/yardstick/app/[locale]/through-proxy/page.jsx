import { FiftyLinks } from '../../fifty-links'

export const dynamicParams = false

export function generateStaticParams() {
  return [{ locale: 'en' }, { locale: 'ja' }]
}

/** The same page behind next-intl's proxy (see proxy.js), to price the proxy on its own. */
export default function ThroughProxyPage() {
  return <FiftyLinks />
}
