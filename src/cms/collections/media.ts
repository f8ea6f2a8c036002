import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { DEFAULT_LOCALE } from '../../i18n/locales'

import { mediaAccess } from '../access/presets'
import { mediaDir } from '../paths'

const webp = { format: 'webp' as const, options: { quality: 80 } }

/**
 * Every image has an English description: saved in English it must be filled; saved in another language
 * it may be left empty (English is shown instead) only once the English one exists.
 */
const requireEnglishAlt: TextFieldSingleValidation = async (value, { req, id }) => {
  const filled = typeof value === 'string' && value.trim() !== ''
  if (filled) return true
  const locale = req.locale ?? DEFAULT_LOCALE
  if (locale === DEFAULT_LOCALE || locale === 'all' || id === undefined) {
    return req.t('validation:required')
  }
  const saved = await req.payload
    .findByID({ collection: 'media', id, locale: DEFAULT_LOCALE, fallbackLocale: false, depth: 0, req, select: { alt: true } })
    .catch(() => null)
  return typeof saved?.alt === 'string' && saved.alt.trim() !== '' ? true : req.t('validation:required')
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: mediaAccess,
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480, height: 320, position: 'centre', formatOptions: webp },
      // A card or a full-width picture on a phone: 360–412 px wide at 1.75–2× is 630–720 pixels, for which
      // the 960 size is 1.8 times the pixels (and half again the bytes) the screen can show.
      { name: 'medium', width: 720, height: 480, position: 'centre', formatOptions: webp },
      { name: 'card', width: 960, height: 640, position: 'centre', formatOptions: webp },
      // 3:2 like every generated picture, so a srcset never mixes aspect ratios. Made only from
      // originals at least this large (the seed draws full-screen pictures 2560 × 1707).
      { name: 'hero', width: 1920, height: 1280, position: 'centre', formatOptions: webp },
    ],
    formatOptions: webp,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Describes the picture for people who cannot see it. Required in English; other languages fall back to it.' },
      validate: requireEnglishAlt,
    },
  ],
}
