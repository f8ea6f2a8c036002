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
