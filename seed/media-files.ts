import { createHash } from 'node:crypto'
import { constants, existsSync, promises as fs, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import type { ImageSize, SanitizedUploadConfig } from 'payload'
import sharp from 'sharp'

import { projectRoot } from '../src/cms/paths'
import type { ImageSpec } from './content/types'
import { faviconPixels, logoPixels, outputSize, renderPixels } from './images/render'

/** One stored file of an upload, as Payload records it (the original or one image size). */
export interface StoredFile {
  filename: string
  filesize: number
  width: number
  height: number
  mimeType: string
}

/** Everything Payload records about an uploaded picture; a size the picture is too small for is null. */
export interface MediaFiles extends StoredFile {
  sizes: Record<string, StoredFile | null>
}

/** The part of the media collection's upload config that decides which files an upload makes. */
export type UploadFormat = Pick<SanitizedUploadConfig, 'formatOptions' | 'imageSizes'>
type FormatOptions = NonNullable<UploadFormat['formatOptions']>

/**
 * libwebp's effort (0–6, default 4) trades encoding time for size only, not quality: at 2 an image
 * encodes in under half the time and comes out ~5 % larger. The quality stays the collection's own.
 */
const WEBP_EFFORT = 2

/** The file name (without extension) of a generated picture: place, scene, seed, mood, and -hd for hero size. */
export const imageBase = (spec: ImageSpec) => `${spec.place ? `${spec.place}-` : ''}${spec.scene}-${spec.seed}-${spec.mood ?? 'day'}${spec.hero ? '-hd' : ''}`

/** A picture the seed draws: its file name (without extension), its size, and how to draw its raw pixels. */
export interface Picture {
  base: string
  width: number
  height: number
  /** 3 for RGB, 4 for RGBA (the logo and favicon keep their transparency, as an upload of their PNG would). */
  channels: 3 | 4
  draw: () => Promise<Buffer>
}

/** A scene of the demo content, drawn at its output size (seed/images). */
export function scenePicture(spec: ImageSpec): Picture {
  const { width, height } = outputSize(spec)
  return { base: imageBase(spec), width, height, channels: 3, draw: async () => (await renderPixels(spec, width, height)).data }
}

/**
 * The group's wordmark, 2000 px wide, and its 64 px favicon: the same pixels as the PNGs the seed used
 * to upload through Payload, whose upload path took ~4 s of CPU for them (it decodes the PNG, and
 * encodes the wordmark's image sizes — a 1920 × 1280 crop of a 2000 × 128 banner among them — at
 * libwebp's default effort).
 */
export const logoPicture = (name: string): Picture => ({
  base: 'aurelia-logo',
  width: 2000,
  height: 128,
  channels: 4,
  draw: () => logoPixels(name, 2000),
})
export const faviconPicture = (): Picture => ({ base: 'aurelia-favicon', width: 64, height: 64, channels: 4, draw: faviconPixels })

/**
 * Makes the files an upload of a generated picture to `media` would store — the original converted
 * to the collection's format and one file per image size — straight from the rendered pixels, with
 * no JPEG in between and no second decode: Payload's own upload path would decode, re-encode and
 * resize each picture again, which cost more than drawing it. Pictures are drawn a few at a time (one
 * per core: sharp runs each pipeline on one thread here) and kept in a cache under data/, keyed by
 * the generator's source, so a re-seed or a fresh test database copies them instead of drawing them.
 */
export class MediaFileMaker {
  readonly cacheDir: string | undefined
  private readonly format: FormatOptions
  private readonly upload: UploadFormat
  private readonly pool: ReturnType<typeof limitConcurrency>
  rendered = 0
  fromCache = 0

  constructor(
    private readonly mediaDir: string,
    { formatOptions, imageSizes }: UploadFormat,
    options: { concurrency?: number; cache?: boolean } = {},
  ) {
    if (!formatOptions) throw new Error('seed/media-files.ts makes files only for an upload config with formatOptions')
    this.format = formatOptions
    this.upload = { formatOptions, imageSizes }
    this.pool = limitConcurrency(options.concurrency ?? availableParallelism())
    this.cacheDir = options.cache === false ? undefined : imageCacheDir(this.upload)
  }

  /** Writes the files of one picture into the media directory; resolves to what Payload records. */
  make(picture: Picture): Promise<MediaFiles> {
    return this.pool(async () => {
      const cached = this.cacheDir ? await this.copyFromCache(picture) : undefined
      if (cached) {
        this.fromCache += 1
        return cached
      }
      const files = await this.encode(picture, this.cacheDir ?? this.mediaDir)
      if (this.cacheDir) await this.copyFromCache(picture)
      this.rendered += 1
      return files
    })
  }

  private async encode(picture: Picture, dir: string): Promise<MediaFiles> {
    const { base, width, height, channels } = picture
    const data = await picture.draw()
    if (data.length !== width * height * channels) throw new Error(`Picture ${base} was not drawn at ${width}×${height}×${channels}`)
    const pixels = () => sharp(data, { raw: { width, height, channels } })
    const write = async (image: sharp.Sharp, format: FormatOptions, name: (w: number, h: number) => string) => {
      const { data: bytes, info } = await image.toFormat(format.format, encoderOptions(format)).toBuffer({ resolveWithObject: true })
      const filename = `${name(info.width, info.height)}.${format.format}`
      await writeAtomically(path.join(dir, filename), bytes)
      return { filename, filesize: info.size, width: info.width, height: info.height, mimeType: `image/${format.format}` }
    }
    const format = this.format
    // Sizes first and the original last: in the cache, an original means a complete set.
    const sizes: Record<string, StoredFile | null> = {}
    await Promise.all(
      (this.upload.imageSizes ?? []).map(async (size) => {
        const box = sizeBox(size, width, height)
        sizes[size.name] = box
          ? await write(pixels().resize(box.width, box.height, { position: size.position ?? 'centre' }), size.formatOptions ?? format, (w, h) => `${base}-${w}x${h}`)
          : null
      }),
    )
    const original = await write(pixels(), format, () => base)
    return { ...original, sizes }
  }

  /** Copies a complete cached set into the media directory, or returns undefined when there is none. */
  private async copyFromCache({ base, width, height }: Picture): Promise<MediaFiles | undefined> {
    const dir = this.cacheDir
    if (!dir) return undefined
    const stat = async (format: FormatOptions, name: string, width: number, height: number) => {
      const filename = `${name}.${format.format}`
      const found = await fs.stat(path.join(dir, filename)).catch(() => undefined)
      return found ? { filename, filesize: found.size, width, height, mimeType: `image/${format.format}` } : undefined
    }
    // A picture is drawn at its own size, and each image size is cropped to its own.
    const original = await stat(this.format, base, width, height)
    if (!original) return undefined
    const sizes: Record<string, StoredFile | null> = {}
    for (const size of this.upload.imageSizes ?? []) {
      const box = sizeBox(size, width, height)
      if (!box) {
        sizes[size.name] = null
        continue
      }
      const file = await stat(size.formatOptions ?? this.format, `${base}-${box.width}x${box.height}`, box.width, box.height)
      if (!file) return undefined
      sizes[size.name] = file
    }
    // A copy, not a link: Payload rewrites an original in place when staff move its focal point.
    const copy = (file: StoredFile) => fs.copyFile(path.join(dir, file.filename), path.join(this.mediaDir, file.filename), constants.COPYFILE_FICLONE)
    await fs.mkdir(this.mediaDir, { recursive: true })
    await Promise.all([original, ...Object.values(sizes)].flatMap((file) => (file ? [copy(file)] : [])))
    return { ...original, sizes }
  }
}

/**
 * The box of an image size, or null where Payload (getImageResizeAction) leaves the size out: for the
 * options this seed supports, when the original is smaller in both directions. Other options would
 * change the files Payload makes, so they stop the seed instead of silently differing from an upload.
 */
function sizeBox(size: ImageSize, width: number, height: number): { width: number; height: number } | null {
  const unsupported = (['withoutEnlargement', 'withoutReduction', 'fit', 'trimOptions', 'generateImageName'] as const).filter((option) => size[option] !== undefined)
  if (!size.width || !size.height || unsupported.length > 0) {
    throw new Error(`seed/media-files.ts does not make image size "${size.name}" (${unsupported.join(', ') || 'one side only'}) as Payload would`)
  }
  return width < size.width && height < size.height ? null : { width: size.width, height: size.height }
}

function encoderOptions(format: FormatOptions): Record<string, unknown> {
  return format.format === 'webp' ? { effort: WEBP_EFFORT, ...format.options } : { ...format.options }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  await fs.writeFile(partial, bytes)
  await fs.rename(partial, file)
}

/**
 * data/.seed-cache/images/<key>, the key hashing everything that decides the bytes: the generator's
 * source, libvips' version, the upload formats. Older keys' directories are removed. Undefined (no
 * cache) when the generator's source is not on disk.
 */
function imageCacheDir(upload: UploadFormat): string | undefined {
  const hash = createHash('sha256')
  try {
    const generator = path.join(projectRoot, 'seed', 'images')
    const sources = readdirSync(generator)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => path.join(generator, name))
    for (const file of [...sources, path.join(projectRoot, 'seed', 'media-files.ts')]) {
      hash.update(file).update(readFileSync(file))
    }
  } catch {
    return undefined
  }
  hash.update(JSON.stringify({ vips: sharp.versions.vips, upload }))
  const key = hash.digest('hex').slice(0, 16)
  const root = path.join(projectRoot, 'data', '.seed-cache', 'images')
  for (const old of existsSync(root) ? readdirSync(root) : []) {
    if (old !== key) rmSync(path.join(root, old), { recursive: true, force: true })
  }
  return path.join(root, key)
}

/** Runs at most `limit` of the given tasks at once. */
export function limitConcurrency(limit: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    active += 1
    try {
      return await task()
    } finally {
      active -= 1
      waiting.shift()?.()
    }
  }
}
