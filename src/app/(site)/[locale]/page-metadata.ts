import type { Metadata } from 'next'

import { getCorporateProfile } from '@/data/corporate'
import { getSlides } from '@/data/slides'
import type { Image, Seo } from '@/data/types'
import { LOCALES, type Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import { pageAlternates, siteOrigin } from '@/lib/site-url'

/**
 * Open Graph locales (language_TERRITORY, as og:locale wants them) of the site's languages. German is
 * written for Switzerland (de-CH) but Facebook knows only de_DE; Vietnamese is vi_VN.
 */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  ja: 'ja_JP',
  zh: 'zh_CN',
  vi: 'vi_VN',
  de: 'de_DE',
  th: 'th_TH',
  id: 'id_ID',
}

/** The width link cards are drawn at (Facebook and X recommend 1200 px): the smallest rendition at least that wide. */
const CARD_WIDTH = 1200

function cardImage(image: Image) {
  const rendition = [...image.variants, image].find((variant) => variant.width >= CARD_WIDTH) ?? image
  // Absolute on the picture host (IMAGE_CDN_URL when pictures are served from a CDN, else SITE_URL).
  const base = (process.env.IMAGE_CDN_URL?.trim() || siteOrigin()).replace(/\/+$/, '')
  return { url: new URL(rendition.url, `${base}/`).href, width: rendition.width, height: rendition.height }
}

/**
 * The group's picture, for pages without one of their own: the home page's first slide (a wide photo,
 * as a link card wants), else the logo.
 */
async function groupImage(): Promise<Image | null> {
  const profile = await getCorporateProfile()
  const slides = await getSlides(profile.corporate_id)
  return slides.find((slide) => slide.image)?.image ?? profile.logo
}

/**
 * The metadata every page carries: its own title (the layout's template adds "| Site"), a description,
 * the canonical URL and hreflang alternates (8 languages + x-default), Open Graph (og:locale with its
 * alternates, an absolute og:image with og:image:alt in the page's language: the page's own picture or
 * the group's) and a large-picture Twitter/X card.
 * `path` is a route-table path without language prefix (src/i18n/routes.ts).
 * `seo` is what the editors wrote for search engines (the CMS's `meta` group): in the page's own language
 * it takes the place of the title and description everywhere (title tag, Open Graph, X); English never
 * stands in for it on another language's page, where the page's own title in that language reads better.
 */
export async function pageMetadata({
  locale,
  path,
  title,
  absoluteTitle,
  description,
  image,
  seo,
  type = 'website',
}: {
  locale: Locale
  path: string
  title: string
  /** A title shown as it is, without the layout's "| Site" (the home page). */
  absoluteTitle?: boolean
  description?: string
  image?: Image | null
  seo?: Seo
  type?: 'website' | 'article'
}): Promise<Metadata> {
  const shown = { title: seo?.title[locale]?.trim() || title, description: seo?.description[locale]?.trim() || description }
  const alternates = pageAlternates(locale, path)
  const [profile, fallback] = await Promise.all([getCorporateProfile(), image ? null : groupImage()])
  const picture = image ?? fallback
  const alt = picture ? pick(picture.alt, locale) || shown.title : ''
  const images = picture ? [{ ...cardImage(picture), alt }] : undefined
  return {
    title: absoluteTitle ? { absolute: shown.title } : shown.title,
    description: shown.description || undefined,
    alternates,
    openGraph: {
      type,
      siteName: profile.name,
      title: shown.title,
      description: shown.description || undefined,
      url: alternates.canonical,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((code) => code !== locale).map((code) => OG_LOCALES[code]),
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: shown.title,
      description: shown.description || undefined,
      images,
    },
  }
}
