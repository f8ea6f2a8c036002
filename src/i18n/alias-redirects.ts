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

/**
 * Two rules a route, whatever its aliases: unprefixed and English (`/careers`, `/en/jobs` → `/career`),
 * and the other languages with their prefix. Next's router tries every redirect in turn on every request
 * (each an async call), so the rules are as few as the addresses need.
 */
export function aliasRedirects() {
  const prefixed = LOCALES.filter((code) => code !== DEFAULT_LOCALE).join('|')
  const aliasesOf = new Map<string, string[]>()
  for (const [alias, route] of Object.entries(PATH_ALIASES)) aliasesOf.set(route, [...(aliasesOf.get(route) ?? []), alias.slice(1)])
  return [...aliasesOf].flatMap(([route, aliases]) => {
    const alias = `:alias(${aliases.join('|')})`
    return [
      { source: `/:default(${DEFAULT_LOCALE})?/${alias}`, destination: route, permanent: true },
      { source: `/:locale(${prefixed})/${alias}`, destination: `/:locale${route}`, permanent: true },
    ]
  })
}
