import type { Image } from '@/data/types'

/** What a picture is drawn from: the image's renditions and size (its alt text is the caller's). */
export type PictureImage = Pick<Image, 'url' | 'width' | 'height' | 'variants'>

/** Spec §9: a default hotel exterior stands in when an image is missing. */
export const DEFAULT_IMAGE = { url: '/images/default-hotel.jpg', width: 1600, height: 1067 }

/**
 * A responsive picture from the CMS: every generated rendition in srcset, intrinsic size to avoid
 * layout shift, lazy unless it is the page's main image.
 */
export function Picture({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: {
  image: PictureImage | null | undefined
  alt: string
  sizes: string
  className?: string
  priority?: boolean
}) {
  const source = image ?? { ...DEFAULT_IMAGE, variants: [] }
  const candidates = [...source.variants, { url: source.url, width: source.width, height: source.height }]
    .filter((variant) => variant.width > 0)
    .sort((a, b) => a.width - b.width)
  const srcSet = candidates.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already renders each size; the image optimizer would do it twice
    <img
      src={source.url}
      srcSet={srcSet || undefined}
      sizes={sizes}
      width={source.width || undefined}
      height={source.height || undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // Only on the page's main image: an undefined attribute still costs the page's payload a "$undefined".
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      className={className}
    />
  )
}
