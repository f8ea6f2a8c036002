/**
 * The addresses visitors type or other sites link to for pages the spec names otherwise (`/careers`
 * for `/career`, …): permanent (308) redirects to the spec's route, in every language, before the
 * language-prefix rules (prefix-rules.ts), so `/en/careers` takes one hop too.
 */
import { DEFAULT_LOCALE, LOCALES } from './locales'
import { routes } from './routes'

/** Alias path → the route it stands for. */
export const PATH_ALIASES: Record<string, string> = {
  '/careers': routes.careers(),
  '/jobs': routes.careers(),
  '/about-us': routes.about(),
  '/contact': routes.contact(),
}

export function aliasRedirects() {
  const prefixed = LOCALES.filter((code) => code !== DEFAULT_LOCALE).join('|')
  return Object.entries(PATH_ALIASES).flatMap(([alias, route]) => [
    { source: alias, destination: route, permanent: true },
    { source: `/${DEFAULT_LOCALE}${alias}`, destination: route, permanent: true },
    { source: `/:locale(${prefixed})${alias}`, destination: `/:locale${route}`, permanent: true },
  ])
}
