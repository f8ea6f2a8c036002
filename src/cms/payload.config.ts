import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { DEFAULT_LOCALE, LANGUAGES } from '../i18n/locales'
import { Properties } from './collections/properties'
import { RatePlans } from './collections/rate-plans'
import { RoomTypes } from './collections/room-types'
import { Languages } from './collections/languages'
import { Media } from './collections/media'
import { Users } from './collections/users'
import {
  Attractions,
  BlogCategories,
  BlogPosts,
  Bookings,
  Careers,
  Cities,
  Countries,
  Enquiries,
  FaqCategories,
  Faqs,
  Galleries,
  HostUsps,
  Labels,
  MasterFacilities,
  OfferCategories,
  Offers,
  Pages,
  PrivacyPolicies,
  Reviews,
  SellingPoints,
  Slideshows,
  SocialMedia,
} from './collections/content'
import { databaseAdapter } from './database'
import { About, CorporateProfile, HostContent } from './globals'
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
    Users,
  ].map(withCacheInvalidation),
  globals: [CorporateProfile, About, HostContent].map(withGlobalCacheInvalidation),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
})
