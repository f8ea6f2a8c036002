// The yardstick's own config: the site's next.config.ts (Payload, next-intl plugin) must not apply here.
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
}

export default nextConfig
