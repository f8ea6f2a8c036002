import { pictureFiles, type PictureFiles, type PictureImage } from './picture'

/**
 * The least of an image a client component needs to draw it with <Picture>: its files as the <img>
 * names them (src, srcset, size), without the alt texts in every language and the other fields the
 * CMS keeps with it, and without each rendition as an object (~120 bytes a picture in the payload).
 */
export function pictureSource(image: PictureImage | null | undefined): PictureFiles | null {
  return image ? pictureFiles(image) : null
}
