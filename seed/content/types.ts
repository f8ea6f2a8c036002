/**
 * Shapes of the demo content. Every human-readable text is a `L` (all 8 languages, real translations).
 * Long texts (`LP`) are a list of paragraphs per language. References between items use slugs/keys.
 */
import type { Locale, Localized } from '../../src/i18n/locales'

export type L = Localized<string>
/** Paragraphs of plain text (no HTML) per language. */
export type LP = Localized<string[]>

/** A picture the seed generates itself (see seed/images). `seed` varies the composition. */
export type ImageScene =
  'facade' | 'room' | 'suite' | 'pool' | 'skyline' | 'food' | 'spa' | 'beach' | 'lobby' | 'garden' | 'bar' | 'bathroom' | 'mountain' | 'temple' | 'street' | 'portrait'

/** Colour mood of a picture: time of day and regional palette. */
export type ImageMood = 'dawn' | 'day' | 'golden' | 'dusk' | 'night'

/** Where a picture is set: decides architecture, vegetation, interiors and what the windows look onto. */
export type ImagePlace = 'paris' | 'nice' | 'zurich' | 'kyoto' | 'tokyo' | 'shanghai' | 'bangkok' | 'ubud' | 'hoi-an'

/** What a room's windows (or a terrace) look onto; each place has its own default. */
export type ImageView =
  | 'sea'
  | 'rooftops'
  | 'courtyard'
  | 'lake'
  | 'garden'
  | 'moss-garden'
  | 'eastern-hills'
  | 'city'
  | 'palace'
  | 'pudong'
  | 'bund'
  | 'river'
  | 'jungle'
  | 'valley'
  | 'old-town'

export interface ImageSpec {
  scene: ImageScene
  seed: number
  mood?: ImageMood
  place?: ImagePlace
  view?: ImageView
  /** Shown across the whole screen: drawn 2560 px wide instead of 1600 (sharp on 2× screens). */
  hero?: boolean
}

export interface FacilitySeed {
  key: string // e.g. 'wifi', 'pool'
  icon: string // one of the icon names in src/components/ui/icon-names.ts
  category: 'property' | 'room'
  name: L
}

export interface CountrySeed {
  slug: string
  code: string // ISO 3166-1 alpha-2
  name: L
  description: L
  image: ImageSpec
}

export interface CitySeed {
  slug: string
  country: string // country slug
  name: L
  description: L
  coordinates: string // 'lat,lng'
  image: ImageSpec
}

export interface RoomTypeSeed {
  slug: string
  name: L
  description: L
  beds: L
  maxAdults: number
  maxChildren: number
  sizeSqm: number
  roomsOnSale: number
  amenities: string[] // facility keys with category 'room'
  photos: ImageSpec[]
  /** What the windows look onto; by default the view of the room's first photo. */
  view?: ImageView
}

export interface RatePlanSeed {
  code: string // e.g. 'FLEX', 'SAVER'
  name: L
  description: L
  refundable: boolean
  cancellationDays: number // free cancellation up to N days before arrival (0 for non-refundable)
  board: 'room_only' | 'breakfast' | 'half_board' | 'full_board'
  /** Nightly price per room type slug, in minor units of the property's currency. */
  prices: Record<string, number>
}

export interface PropertySeed {
  slug: string
  order: number
  name: L
  summary: L
  description: LP
  address: L
  city: string // city slug
  country: string // country slug
  coordinates: string // 'lat,lng', real
  currency: string // ISO 4217
  timeZone: string // IANA
  checkInTime: string // 'HH:MM'
  checkOutTime: string
  starRating: number
  facilities: string[] // facility keys with category 'property'
  contact: { phone: string; email: string }
  hero: ImageSpec
  gallery: ImageSpec[]
  roomTypes: RoomTypeSeed[]
  ratePlans: RatePlanSeed[]
}

export interface AttractionSeed {
  slug: string
  property: string // property slug
  name: L
  description: L
  category: 'culture' | 'nature' | 'food' | 'shopping' | 'nightlife' | 'wellness'
  coordinates: string
  image: ImageSpec
}

export interface ReviewSeed {
  property: string
  author: string
  country: string // ISO2 of the guest
  rating: number // 1–5
  date: string // YYYY-MM-DD
  /** The language the guest wrote in (else seed/content/hotel-details.ts reviewLanguages). */
  language?: Locale
  /** In the guest's language at least; translations are optional. */
  title: Partial<L>
  body: Partial<L>
}

export interface CategorySeed {
  slug: string
  name: L
}

export interface OfferSeed {
  slug: string
  order: number
  category: string // offer category slug
  properties: string[] // property slugs ([] = group-wide)
  title: L
  summary: L
  description: LP
  promoCode?: string
  discountPercent?: number
  validFrom: string // YYYY-MM-DD
  validTo: string
  image: ImageSpec
}

export interface BlogPostSeed {
  slug: string
  category: string // blog category slug
  author: string
  publishedAt: string // YYYY-MM-DD
  title: L
  excerpt: L
  content: LP
  cover: ImageSpec
}

export interface FaqSeed {
  category: string // faq category slug
  order: number
  question: L
  answer: L
  /** After the answer, each hotel's own check-in and check-out times, linked to its page. */
  hotel_times?: boolean
}

export interface CareerSeed {
  slug: string
  order: number
  property?: string
  employmentType: 'full_time' | 'part_time' | 'internship' | 'seasonal'
  title: L
  department: L
  location: L
  description: LP
}

export interface PolicySeed {
  slug: string
  order: number
  name: L
  content: LP
  updatedAt: string // YYYY-MM-DD
}

export interface SellingPointSeed {
  order: number
  icon: string
  title: L
  description: L
}

export interface SlideSeed {
  order: number
  title: L
  subtitle: L
  cta: L
  link: string // site path without language prefix, e.g. '/offers'
  image: ImageSpec
}

export interface GallerySeed {
  slug: string
  title: L
  images: { image: ImageSpec; caption: L }[]
}

export interface AboutSeed {
  title: L
  intro: L
  content: LP
  image: ImageSpec
}

export interface HostSeed {
  title: L
  intro: L
  content: LP
  cta: L
  image: ImageSpec
  usps: SellingPointSeed[]
}

export interface PageSeed {
  slug: string
  title: L
  content: LP
}

export interface SocialSeed {
  platform: 'instagram' | 'facebook' | 'x' | 'youtube' | 'linkedin' | 'tiktok'
  label: string
  url: string
  order: number
}

export interface CorporateSeed {
  name: string
  corporateId: string
  tagline: L
  description: L
  address: L
  email: string
  phone: string
  gtm: string
}
