import type { routing } from './i18n/routing'

// next-intl's typing: getLocale(), useLocale() and the `locale` of request config are the site's
// Locale union, so no caller casts with `as Locale`.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
  }
}

// The element around a part that hydrates after the page (src/components/ui/hydrate-later.tsx).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hydrate-later': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}
