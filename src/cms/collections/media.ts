import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { mediaDir } from '../paths'

const webp = { format: 'webp' as const, options: { quality: 80 } }

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: publicContent,
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480, height: 320, position: 'centre', formatOptions: webp },
      { name: 'card', width: 960, height: 640, position: 'centre', formatOptions: webp },
      // 3:2 like every generated picture, so a srcset never mixes aspect ratios. Made only from
      // originals at least this large (the seed draws full-screen pictures 2560 × 1707).
      { name: 'hero', width: 1920, height: 1280, position: 'centre', formatOptions: webp },
    ],
    formatOptions: webp,
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
