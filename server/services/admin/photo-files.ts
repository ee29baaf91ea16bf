import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Metadata } from 'sharp'
import { PHOTO, photoMessages } from '../../../contract/admin-photos'
import { IMAGE_WIDTHS, type ImageWidth } from '../../../contract/media'
import { HttpError } from '../../http/errors'
import { sniffImage } from '../image-signature'

/**
 * Hotel and room photos uploaded in the console, as files beside the profile pictures
 * (`DATA_DIR/uploads`, the volume both servers of decision 36's compose share). Each upload is
 * stored once per width the pages ask for (`?w=`, contract/media.ts), so serving one is a file
 * read, like the demo's drawn pictures.
 */
export const PHOTO_URL_PREFIX = '/uploads/photos/'
/** A stored photo's key: 32 random hex digits, never taken from the upload. */
export const PHOTO_KEY = /^[0-9a-f]{32}$/

export const photoDir = (dataDir: string) => join(dataDir, 'uploads', 'photos')
export const photoFile = (key: string, width: ImageWidth) => `${key}-${width}.webp`

const refuse = (message: { id: string }) => new HttpError(422, message.id, { image: [message.id] })

/** One rendition per width, each at most that wide (never enlarged). */
export type Renditions = Map<ImageWidth, Buffer>

/**
 * Checks an upload by its content (signature, sharp's reading of the header, then a full decode),
 * whatever its name or declared type, and re-encodes it as WebP in every width: turned upright
 * from its EXIF orientation, with no metadata kept (no camera, no GPS position).
 */
export async function processPhoto(bytes: Uint8Array): Promise<Renditions> {
  if (bytes.byteLength > PHOTO.maxBytes) throw refuse(photoMessages.photoTooLarge)
  const signature = sniffImage(bytes)
  if (!signature || signature === 'gif') throw refuse(photoMessages.photoType)
  // Loaded with the first photo, not at every server start (decision 34).
  const { default: sharp } = await import('sharp')
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw refuse(photoMessages.photoType)
  }
  if (meta.format !== signature || !meta.width || !meta.height) throw refuse(photoMessages.photoType)
  if (meta.width > PHOTO.maxSide || meta.height > PHOTO.maxSide) throw refuse(photoMessages.photoTooLarge)
  if (meta.width < PHOTO.minSide || meta.height < PHOTO.minSide) throw refuse(photoMessages.photoTooSmall)

  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth
  let master: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }
  try {
    // Decoded once, to the largest width; the smaller ones are made from these pixels.
    master = await sharp(bytes, {
      limitInputPixels: PHOTO.maxSide * PHOTO.maxSide,
      failOn: 'error',
      pages: 1,
    })
      .rotate()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw refuse(photoMessages.photoType)
  }
  const raw = { width: master.info.width, height: master.info.height, channels: master.info.channels }
  const out: Renditions = new Map()
  for (const width of IMAGE_WIDTHS) {
    out.set(
      width,
      await sharp(master.data, { raw })
        .resize({ width, withoutEnlargement: true })
        // Effort 2 of 6: about half the encoding time of the default for files a few per cent larger.
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    )
  }
  return out
}

/** Writes every rendition under a new random key (each complete before its name appears); its URL path. */
export async function storePhoto(dataDir: string, renditions: Renditions): Promise<string> {
  const dir = photoDir(dataDir)
  await mkdir(dir, { recursive: true })
  const key = randomBytes(16).toString('hex')
  for (const [width, body] of renditions) {
    const name = photoFile(key, width)
    await writeFile(join(dir, `.${name}.tmp`), body)
    await rename(join(dir, `.${name}.tmp`), join(dir, name))
  }
  return `${PHOTO_URL_PREFIX}${key}.webp`
}

/** The stored key of an uploaded photo's URL path; null for anything else (the demo's /media pictures). */
export function photoKeyOf(path: string): string | null {
  if (!path.startsWith(PHOTO_URL_PREFIX) || !path.endsWith('.webp')) return null
  const key = path.slice(PHOTO_URL_PREFIX.length, -'.webp'.length)
  return PHOTO_KEY.test(key) ? key : null
}

/** Deletes an uploaded photo's files; a demo picture's path is left alone. */
export async function removePhoto(dataDir: string, path: string) {
  const key = photoKeyOf(path)
  if (!key) return
  await Promise.all(IMAGE_WIDTHS.map((w) => rm(join(photoDir(dataDir), photoFile(key, w)), { force: true })))
}
