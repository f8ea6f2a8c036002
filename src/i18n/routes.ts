/**
 * The site's route table (spec §2): every page path is built here, so links, hreflang alternates and
 * the sitemap cannot disagree. Paths are written without a language prefix; `localizedPath` (./paths) adds it.
 */
export const routes = {
  home: () => '/',
  faq: () => '/faq',
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  demo: () => '/demo',
  host: () => '/host',
  stylesheet: () => '/stylesheet',
  about: () => '/about',
  careers: () => '/career',
  offers: () => '/offers',
  offer: (slug: string) => `/offers/${slug}`,
  listings: () => '/listing',
  listing: (slug: string) => `/listing/${slug}`,
  property: (slug: string) => `/property/${slug}`,
  contact: () => '/contact-us',
  destinations: () => '/destination',
  destination: (slug: string) => `/destination/${slug}`,
  searchResult: () => '/search-result',
  manageBooking: () => '/booking',
  policies: () => '/privacy-policies',
  policy: (slug: string) => `/privacy-policies/${slug}`,
} as const

export type RouteName = keyof typeof routes
