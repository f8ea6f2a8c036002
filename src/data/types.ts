import type { LanguageEntry } from '../i18n/resolve'
import type { ML } from '../i18n/text'
import type { Locale } from '../i18n/locales'
import type { PolicyKey, VenueKind } from '../lib/hotel-details'
import type { Pagination } from '../lib/paging'

export type { ML, Pagination }

export interface ImageVariant {
  url: string
  width: number
  height: number
}

export interface Image extends ImageVariant {
  alt: ML
  /** Smaller renditions, smallest first (for srcset). */
  variants: ImageVariant[]
}

export interface Paginated<T> {
  items: T[]
  pagination: Pagination
}

export type Language = LanguageEntry & { order: number }

export interface Label {
  key: string
  value: ML
}

export interface CorporateProfile {
  name: string
  corporate_id: string
  tagline: ML
  description: ML
  address: ML
  email: string
  phone: string
  logo: Image | null
  favicon: Image | null
  gtm: string
}

export interface Facility {
  key: string
  name: ML
  icon: string
  category: 'property' | 'room'
}

export interface Place {
  slug: string
  name: ML
  description: ML
  image: Image | null
}

export interface Country extends Place {
  code: string
}

export interface City extends Place {
  country: string
  coordinates: string
}

export interface RoomType {
  slug: string
  name: ML
  description: ML
  beds: ML
  /** What the windows look onto (a key of ROOM_VIEWS), or null. */
  view: string | null
  max_adults: number
  max_children: number
  size_sqm: number | null
  rooms_on_sale: number
  photos: Image[]
  amenities: Facility[]
}

export interface RatePlan {
  code: string
  name: ML
  description: ML
  refundable: boolean
  cancellation_days: number
  board: string
  prices: { room_type: string; nightly_minor: number }[]
}

export interface PropertySummary {
  slug: string
  order: number
  name: ML
  summary: ML
  city: { slug: string; name: ML } | null
  country: { slug: string; name: ML; code: string } | null
  coordinates: string
  lat: number | null
  lng: number | null
  currency: string
  star_rating: number
  hero: Image | null
}

export interface PropertyDetail extends PropertySummary {
  description: ML
  address: ML
  time_zone: string
  check_in_time: string
  check_out_time: string
  facilities: Facility[]
  gallery: Image[]
  contact: { phone: string; email: string }
  room_types: RoomType[]
  rate_plans: RatePlan[]
  /** House policies: each the hotel's answer (a value of POLICIES[key]) and its own note. */
  policies: Record<PolicyKey, { value: string; note: ML }>
  /** Restaurants, bars and spa, in the hotel's order. */
  venues: Venue[]
  meta: Seo
}

export interface Venue {
  kind: VenueKind
  name: ML
  description: ML
  hours: string
  image: Image | null
}

export interface Review {
  property: string
  author: string
  country: string
  rating: number
  date: string
  /** The language the guest wrote in. */
  language: Locale
  title: ML
  body: ML
}

export interface Attraction {
  slug: string
  name: ML
  description: ML
  category: string
  property: string | null
  city: string | null
  coordinates: string
  image: Image | null
}

export interface Category {
  slug: string
  name: ML
}

/** What search engines and link previews show for a page, where editors wrote it (`meta` in the CMS). */
export interface Seo {
  title: ML
  description: ML
}

export interface Offer {
  slug: string
  order: number
  title: ML
  summary: ML
  description: ML
  category: Category | null
  properties: string[]
  promo_code: string
  discount_percent: number | null
  valid_from: string | null
  valid_to: string | null
  image: Image | null
  meta: Seo
}

export interface BlogPost {
  slug: string
  title: ML
  excerpt: ML
  content: ML
  category: Category | null
  author: string
  published_at: string
  cover: Image | null
  meta: Seo
}

export interface Faq {
  question: ML
  answer: ML
  category: Category | null
  order: number
  /** Each hotel's own check-in and check-out times follow the answer. */
  hotel_times: boolean
}

export interface Career {
  slug: string
  title: ML
  department: ML
  location: ML
  property: string | null
  employment_type: string
  description: ML
}

export interface Policy {
  slug: string
  name: ML
  content: ML
}

export interface SellingPoint {
  title: ML
  description: ML
  icon: string
  order: number
}

export interface Slide {
  corporate_id: string
  title: ML
  subtitle: ML
  cta: ML
  link: string
  image: Image | null
}

export interface Page {
  slug: string
  title: ML
  content: ML
  meta: Seo
}

export interface Gallery {
  slug: string
  title: ML
  images: { image: Image | null; caption: ML }[]
}

export interface About {
  title: ML
  intro: ML
  content: ML
  image: Image | null
}

export interface HostContent {
  title: ML
  intro: ML
  content: ML
  cta: ML
  image: Image | null
}

export interface SocialLink {
  platform: string
  label: string
  url: string
}
