/**
 * One example of every page of spec §2, as a visitor reaches it (English paths; tests add a language
 * prefix). The accessibility and crawl tests walk this list, so a new page is checked by adding it here.
 */
export const SITE_ROUTES = [
  '/',
  '/listing',
  '/listing/aurelia-kyoto-higashiyama',
  '/property/aurelia-kyoto-higashiyama',
  '/booking',
  '/destination',
  '/destination/japan',
  '/destination/kyoto',
  '/search-result',
  '/offers',
  '/offers/fourth-night-on-us',
  '/blog',
  '/blog/48-hours-in-higashiyama',
  '/faq',
  '/career',
  '/about',
  '/privacy-policies',
  '/privacy-policies/privacy-policy',
  '/host',
  '/demo',
  '/contact-us',
  '/stylesheet',
] as const

/** The three languages most browser tests walk: a Latin script, Japanese and Thai. */
export const THREE_LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'ja', prefix: '/ja' },
  { code: 'th', prefix: '/th' },
] as const
export type ThreeLanguageCode = (typeof THREE_LANGUAGES)[number]['code']

/** The axe rules the site is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** The demo group's hotels in the group's own order (the order staff set). */
export const HOTELS_IN_GROUP_ORDER = [
  'aurelia-paris-saint-germain',
  'aurelia-nice-promenade',
  'aurelia-zurich-lakeside',
  'aurelia-kyoto-higashiyama',
  'aurelia-tokyo-marunouchi',
  'aurelia-shanghai-bund',
  'aurelia-bangkok-riverside',
  'aurelia-ubud-retreat',
  'aurelia-hoi-an-riverside',
]
