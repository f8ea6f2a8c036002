import type { PictureImage } from './picture'

/**
 * The least of an image a client component needs to draw it with <Picture>: its URL, size and
 * renditions, without the alt texts in every language and the other fields the CMS keeps with it.
 */
export function pictureSource(image: PictureImage | null | undefined): PictureImage | null {
  if (!image) return null
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    variants: image.variants.map(({ url, width, height }) => ({ url, width, height })),
  }
}
