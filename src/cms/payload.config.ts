import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { id } from '@payloadcms/translations/languages/id'
import { ja } from '@payloadcms/translations/languages/ja'
import { th } from '@payloadcms/translations/languages/th'
import { vi } from '@payloadcms/translations/languages/vi'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { DEFAULT_LOCALE, LANGUAGES } from '../i18n/locales'
import { labelCollection, labelGlobal } from './admin-labels'
import { Attractions } from './collections/attractions'
import { BlogCategories } from './collections/blog-categories'
import { BlogPosts } from './collections/blog-posts'
import { Bookings } from './collections/bookings'
import { RoomAvailability } from './collections/room-availability'
import { Careers } from './collections/careers'
import { Cities } from './collections/cities'
import { Countries } from './collections/countries'
import { Enquiries } from './collections/enquiries'
import { Messages } from './collections/messages'
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
import { withEditingAids, withHotelFilter, withoutApiTab } from './editing-aids'
import { withHotelChoiceExplained } from './hooks/hotel-choice'
import { emailAdapter } from './email'
import { richTextLinkUrlValidate } from './fields'
import { About } from './globals/about'
import { CorporateProfile } from './globals/corporate-profile'
import { ExchangeRates } from './globals/exchange-rates'
import { HostContent } from './globals/host-content'
import { MapSettings } from './globals/map-settings'
import { withCacheInvalidation, withGlobalCacheInvalidation } from './hooks/invalidate'
import { quietClientErrors } from './quiet-client-errors'
import { jobs, withScheduleFailureNotice } from './scheduled-jobs'
import { payloadSecret } from './secret'
import { trustedOrigins } from './trusted-origins'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  // A 4xx is the client's mistake: logged at info, not ERROR with a stack (./quiet-client-errors.ts).
  onInit: quietClientErrors,
  admin: {
    user: Users.slug,
    // The default would call gravatar, which this network cannot reach.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' — Aurelia back office' },
    components: {
      graphics: { Logo: '/components/admin/brand#BrandLogo', Icon: '/components/admin/brand#BrandIcon' },
      beforeDashboard: ['/components/admin/dashboard#StaffDashboard'],
      // The rates-and-availability calendar of a hotel, first in the navigation: the day's work.
      beforeNavLinks: ['/components/admin/rates-calendar-view#RatesCalendarNavLink'],
      views: {
        ratesCalendar: { Component: '/components/admin/rates-calendar-view#RatesCalendarView', path: '/rates-calendar' },
      },
      // The password rule under every password field, in the admin's language.
      providers: ['/components/admin/password-rule#PasswordRule'],
    },
    // The collection cards, with their buttons named in the staff member's language.
    dashboard: {
      widgets: [{ slug: 'staff-collections', Component: '/components/admin/collection-cards#StaffCollectionCards', minWidth: 'full' }],
      defaultLayout: [{ widgetSlug: 'staff-collections', width: 'full' }],
    },
  },
  // The back office speaks the site's 8 languages; each staff member picks theirs in their account.
  // "Locale" is jargon (and reads as a place in Thai): the language menu names the content's language.
  i18n: {
    supportedLanguages: { en, fr, ja, zh, vi, de, th, id },
    fallbackLanguage: 'en',
    translations: {
      en: { general: { locale: 'Content language', locales: 'Content languages' } },
      fr: { general: { locale: 'Langue du contenu', locales: 'Langues du contenu' } },
      ja: { general: { locale: 'コンテンツの言語', locales: 'コンテンツの言語' } },
      zh: { general: { locale: '内容语言', locales: '内容语言' } },
      vi: { general: { locale: 'Ngôn ngữ nội dung', locales: 'Ngôn ngữ nội dung' } },
      de: { general: { locale: 'Inhaltssprache', locales: 'Inhaltssprachen' } },
      th: { general: { locale: 'ภาษาของเนื้อหา', locales: 'ภาษาของเนื้อหา' } },
      id: { general: { locale: 'Bahasa konten', locales: 'Bahasa konten' } },
    },
  },
  routes: { admin: '/admin', api: '/cms-api' },
  localization: {
    locales: LANGUAGES.map(({ code, label }) => ({ code, label })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // Links typed into rich text follow the rule of every link field: a site path or an https:// URL.
  editor: lexicalEditor({
    features: ({ defaultFeatures }) =>
      defaultFeatures.map((feature) =>
        feature.key === 'link'
          ? LinkFeature({
              fields: ({ defaultFields }) =>
                defaultFields.map((field) => (field.name === 'url' ? { ...field, validate: richTextLinkUrlValidate } : field)) as typeof defaultFields,
            })
          : feature,
      ),
  }),
  // The session cookie counts only on requests from the site's own origin (CSRF), and only that origin
  // may call the API from a browser (CORS).
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  db: databaseAdapter(),
  // SMTP_URL: nodemailer to that server; without it each e-mail is written to the log (./email.ts).
  email: emailAdapter(),
  sharp,
  // The navigation's groups come in the order their first collection has here: the day's bookings and
  // enquiries first, then the hotels, the content and the settings.
  collections: [
    Bookings,
    Enquiries,
    Messages,
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
    RoomAvailability,
    Users,
  ]
    .map(withCacheInvalidation)
    .map(withHotelFilter)
    .map(withHotelChoiceExplained)
    .map(withEditingAids)
    .map(withoutApiTab)
    .map(labelCollection),
  globals: [CorporateProfile, About, HostContent, MapSettings, ExchangeRates].map(withGlobalCacheInvalidation).map(withEditingAids).map(withoutApiTab).map(labelGlobal),
  // Scheduled publishing's jobs, run by each server asking itself (./scheduled-jobs.ts).
  jobs,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
}).then(withScheduleFailureNotice)
