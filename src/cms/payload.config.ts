import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { DEFAULT_LOCALE, LANGUAGES } from '../i18n/locales'
import { Attractions } from './collections/attractions'
import { BlogCategories } from './collections/blog-categories'
import { BlogPosts } from './collections/blog-posts'
import { Bookings } from './collections/bookings'
import { RoomAvailability } from './collections/room-availability'
import { Careers } from './collections/careers'
import { Cities } from './collections/cities'
import { Countries } from './collections/countries'
import { Enquiries } from './collections/enquiries'
import { FaqCategories } from './collections/faq-categories'
import { Faqs } from './collections/faqs'
import { Galleries } from './collections/galleries'
import { HostUsps } from './collections/host-usps'
import { Labels } from './collections/labels'
import { Languages } from './collections/languages'
import { MasterFacilities } from './collections/master-facilities'
import { Media } from './collections/media'
import { OfferCategories } from './collections/offer-categories'
import { Offers } from './collections/offers'
import { Pages } from './collections/pages'
import { PrivacyPolicies } from './collections/privacy-policies'
import { Properties } from './collections/properties'
import { RatePlans } from './collections/rate-plans'
import { Reviews } from './collections/reviews'
import { RoomTypes } from './collections/room-types'
import { SellingPoints } from './collections/selling-points'
import { Slideshows } from './collections/slideshows'
import { SocialMedia } from './collections/social-media'
import { Users } from './collections/users'
import { databaseAdapter } from './database'
import { emailAdapter } from './email'
import { About } from './globals/about'
import { CorporateProfile } from './globals/corporate-profile'
import { HostContent } from './globals/host-content'
import { withCacheInvalidation, withGlobalCacheInvalidation } from './hooks/invalidate'
import { payloadSecret } from './secret'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  admin: {
    user: Users.slug,
    // The default would call gravatar, which this network cannot reach.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' — Aurelia back office' },
  },
  routes: { admin: '/admin', api: '/cms-api' },
  localization: {
    locales: LANGUAGES.map(({ code, label }) => ({ code, label })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  // SMTP_URL: nodemailer to that server; without it each e-mail is written to the log (./email.ts).
  email: emailAdapter(),
  sharp,
  collections: [
    Properties,
    RoomTypes,
    RatePlans,
    Reviews,
    MasterFacilities,
    Offers,
    OfferCategories,
    BlogPosts,
    BlogCategories,
    Pages,
    Slideshows,
    SellingPoints,
    Countries,
    Cities,
    Attractions,
    Galleries,
    Careers,
    HostUsps,
    PrivacyPolicies,
    Faqs,
    FaqCategories,
    SocialMedia,
    Labels,
    Languages,
    Media,
    Enquiries,
    Bookings,
    RoomAvailability,
    Users,
  ].map(withCacheInvalidation),
  globals: [CorporateProfile, About, HostContent].map(withGlobalCacheInvalidation),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
})
