/**
 * The layout's interactive pieces, in one module so the browser fetches them as one file after the
 * page's first load (chrome-islands.tsx); none of them is needed to draw the page. The loading overlay
 * is not among them: it times the first load from the page's own load event (spec §2/§9), which a
 * download of its own would push back.
 */
export { ConsentBanner } from '../consent/consent-banner'
export { RoutePrefetcher } from '../site/route-prefetcher'
export { ScrollReveal } from '../site/scroll-reveal'
export { BackToTop } from './back-to-top'
export { LanguageSwitcher } from './language-switcher'
