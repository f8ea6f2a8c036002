/**
 * A picture's files travel to client views in short (`renditions`), and `srcSetOf` writes them out: the
 * srcset a browser reads must be the one the CMS's renditions make, file for file and width for width.
 */
import { describe, expect, it } from 'vitest'

import { pictureFiles, srcSetOf } from '@/components/ui/picture'

const cmsImage = (url: string, width: number, height: number, sizes: [number, number][]) => ({
  url,
  width,
  height,
  variants: sizes.map(([w, h]) => ({ url: url.replace(/(\.[a-z]+)$/, `-${w}x${h}$1`), width: w, height: h })),
})
/** The srcset written the long way: every rendition (widest last) then the original, each at its width. */
const longSrcSet = (image: ReturnType<typeof cmsImage>, count = image.variants.length + 1) =>
  [...image.variants, image]
    .slice(0, count)
    .map((file) => `${file.url} ${file.width}w`)
    .join(', ')

describe('a picture’s files', () => {
  const room = cmsImage('/cms-api/media/file/kyoto-room-411-dawn.webp', 1600, 1067, [
    [480, 320],
    [720, 480],
    [960, 640],
  ])

  it('carry the CMS’s renditions in short and write out the same srcset', () => {
    const files = pictureFiles(room)
    expect(files).toEqual({ src: room.url, renditions: '480x320 720x480 960x640 *', width: 1600, height: 1067 })
    expect(srcSetOf(files)).toBe(longSrcSet(room))
    // Less than half the bytes of the files with their srcset written out.
    expect(JSON.stringify(files).length).toBeLessThan(JSON.stringify({ src: room.url, srcSet: longSrcSet(room), width: 1600, height: 1067 }).length / 2)
  })

  it('stop at the rendition that fills a fixed slot on a 3× screen, without the original', () => {
    const files = pictureFiles(room, { slot: 160 })
    expect(files.renditions).toBe('480x320')
    expect(srcSetOf(files)).toBe(longSrcSet(room, 1))
  })

  it('keep the srcset itself when a rendition is named another way', () => {
    const renamed = { ...room, variants: [...room.variants.slice(0, 2), { url: '/cms-api/media/file/other-960.webp', width: 960, height: 640 }] }
    const files = pictureFiles(renamed)
    expect(files.renditions).toBeUndefined()
    expect(files.srcSet).toBe(`${room.variants[0]!.url} 480w, ${room.variants[1]!.url} 720w, /cms-api/media/file/other-960.webp 960w, ${room.url} 1600w`)
    expect(srcSetOf(files)).toBe(files.srcSet)
  })

  it('name the default picture alone when an image is missing', () => {
    const files = pictureFiles(null)
    expect(srcSetOf(files)).toBe('/images/default-hotel.jpg 1600w')
  })
})
