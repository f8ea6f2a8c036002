import type { Image } from '@/data/types'

/** What a picture is drawn from: the image's renditions and size (its alt text is the caller's). */
export type PictureImage = Pick<Image, 'url' | 'width' | 'height' | 'variants'>

/** Spec §9: a default hotel exterior stands in when an image is missing. */
export const DEFAULT_IMAGE = { url: '/images/default-hotel.jpg', width: 1600, height: 1067 }

/**
 * The files of a picture as its <img> names them: what a client view needs to draw it, in fewer bytes
 * of the page's payload than the renditions as objects. A missing image is the default one.
 *
 * `renditions` is the srcset in short, when every rendition is named as the CMS names them (the
 * original's name with `-{width}x{height}` before its extension): "480x320 720x480 960x640 *", where `*`
 * is the original file at `width`. A srcset of four files names the picture's path four times (~270
 * bytes); its short form is ~30 (`srcSetOf` writes it out). Otherwise `srcSet` is the srcset itself.
 */
export type PictureFiles = { src: string; renditions?: string; srcSet?: string; width?: number; height?: number }

const ORIGINAL = '*'

/** A file's path before its extension, and its extension ("/a/b.webp" → "/a/b", ".webp"); null without one. */
function splitExtension(path: string): [string, string] | null {
  const dot = path.lastIndexOf('.')
  return dot > path.lastIndexOf('/') ? [path.slice(0, dot), path.slice(dot)] : null
}

/** The name the CMS gives a rendition of a file: `-{width}x{height}` before its extension. */
const renditionName = ([stem, extension]: [string, string], size: string) => `${stem}-${size}${extension}`

/** The `srcset` attribute of a picture's files. */
export function srcSetOf({ src, renditions, srcSet, width }: PictureFiles): string | undefined {
  const parts = splitExtension(src)
  if (renditions === undefined || !parts) return srcSet
  return renditions
    .split(' ')
    .map((size) => (size === ORIGINAL ? `${src} ${width}w` : `${renditionName(parts, size)} ${size.slice(0, size.indexOf('x'))}w`))
    .join(', ')
}

/** The short form of a srcset's files (see PictureFiles), or undefined when one is not named the CMS's way. */
function shortRenditions(src: string, files: { url: string; width: number; height: number }[]): string | undefined {
  const parts = splitExtension(src)
  if (!parts) return undefined
  const sizes = files.map((file) => {
    const size = `${file.width}x${file.height}`
    return file.url === src ? ORIGINAL : file.url === renditionName(parts, size) ? size : null
  })
  return sizes.every((size) => size !== null) ? sizes.join(' ') : undefined
}

/** The densest screens a rendition is chosen for (3× phones): a wider one would never be downloaded. */
const MAX_DENSITY = 3

/**
 * `slot`: the widest the picture is ever drawn, in CSS pixels, when its `sizes` is a fixed width; the
 * srcset then stops at the first rendition that fills it on a 3× screen (a 160 px thumbnail needs the
 * 480 px one, not the 720, 960 and 1600 px ones too).
 */
export function pictureFiles(image: PictureImage | null | undefined, { slot }: { slot?: number } = {}): PictureFiles {
  const source = image ?? { ...DEFAULT_IMAGE, variants: [] }
  const sorted = [...source.variants, { url: source.url, width: source.width, height: source.height }]
    .filter((variant) => variant.width > 0)
    .sort((a, b) => a.width - b.width)
  const enough = slot ? sorted.findIndex((variant) => variant.width >= slot * MAX_DENSITY) : -1
  const candidates = enough < 0 ? sorted : sorted.slice(0, enough + 1)
  const renditions = candidates.length > 0 ? shortRenditions(source.url, candidates) : undefined
  const srcSet = renditions === undefined ? candidates.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : ''
  // Only the attributes it has: an undefined one still costs the page's payload a "$undefined".
  return {
    src: source.url,
    ...(renditions !== undefined ? { renditions } : srcSet ? { srcSet } : {}),
    ...(source.width ? { width: source.width } : {}),
    ...(source.height ? { height: source.height } : {}),
  }
}

/**
 * A responsive picture from the CMS: every generated rendition in srcset, intrinsic size to avoid
 * layout shift, lazy unless it is the page's main image. `image` is the CMS's image or its files
 * (`pictureFiles`, for client views).
 */
export function Picture({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: {
  image: PictureImage | PictureFiles | null | undefined
  alt: string
  sizes: string
  className?: string
  priority?: boolean
}) {
  const files = image && 'src' in image ? image : pictureFiles(image)
  const { src, width, height } = files
  const srcSet = srcSetOf(files)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already renders each size; the image optimizer would do it twice
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // Only on the page's main image: an undefined attribute still costs the page's payload a "$undefined".
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      className={className}
    />
  )
}
