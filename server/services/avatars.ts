import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Metadata } from 'sharp'
import { AVATAR } from '../../contract/account'
import { messages } from '../../contract/messages'
import { HttpError } from '../http/errors'
import { sniffImage } from './image-signature'

/** Stored names are made here, never taken from the upload: 32 hex digits and `.webp`. */
export const AVATAR_FILE = /^[0-9a-f]{32}\.webp$/
export const AVATAR_URL_PREFIX = '/uploads/avatars/'

export const avatarDir = (dataDir: string) => join(dataDir, 'uploads', 'avatars')

const badType = () => new HttpError(422, messages.imageType.id, { image: [messages.imageType.id] })
const tooLarge = () => new HttpError(422, messages.imageTooLarge.id, { image: [messages.imageTooLarge.id] })

/**
 * A profile image checked by its content (signature, then sharp's reading of the header, then a
 * full decode), whatever its name or declared type, and re-encoded: WebP, at most 512 px, no
 * metadata. Anything that is not a decodable GIF, JPEG or PNG is refused, as is anything larger
 * than 5 MB or 4000 × 4000 px.
 */
export async function processAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > AVATAR.maxBytes) throw tooLarge()
  const signature = sniffImage(bytes)
  if (!signature || signature === 'webp') throw badType()
  const limitInputPixels = AVATAR.maxSide * AVATAR.maxSide
  // Loaded with the first image, not at every server start (decision 34: a restart in ≤ 3 s).
  const { default: sharp } = await import('sharp')
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw badType()
  }
  if (meta.format !== signature) throw badType()
  const height = meta.pageHeight ?? meta.height
  if (!meta.width || !height) throw badType()
  if (meta.width > AVATAR.maxSide || height > AVATAR.maxSide) throw tooLarge()
  try {
    return await sharp(bytes, { limitInputPixels, failOn: 'error', pages: 1 })
      .rotate()
      .resize(AVATAR.storedSide, AVATAR.storedSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw badType()
  }
}

/** Writes the WebP under a new random name; returns its URL path. */
export async function storeAvatar(dataDir: string, webp: Buffer): Promise<string> {
  const dir = avatarDir(dataDir)
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.webp`
  await writeFile(join(dir, `.${name}.tmp`), webp)
  await rename(join(dir, `.${name}.tmp`), join(dir, name))
  return `${AVATAR_URL_PREFIX}${name}`
}

/** Deletes a stored avatar by its URL; anything that is not one of ours is left alone. */
export async function removeAvatar(dataDir: string, url: string | null | undefined) {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return
  const name = url.slice(AVATAR_URL_PREFIX.length)
  if (!AVATAR_FILE.test(name)) return
  await rm(join(avatarDir(dataDir), name), { force: true })
}
