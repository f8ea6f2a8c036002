import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaderRules } from './src/lib/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Spec §2: trailing slashes are removed.
  trailingSlash: false,
  typescript: { ignoreBuildErrors: false },
  // CSP, nosniff, referrer and permissions policies on every response; HSTS over HTTPS.
  async headers() {
    return securityHeaderRules()
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
