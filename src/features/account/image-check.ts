import { AVATAR } from '../../../contract/account'
import { messages as m } from '../../../contract/messages'

/** First bytes of the three formats §5 allows; the browser's MIME guess alone is only a file name. */
const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // "GIF8", then 7a or 9a
]

export function sniffImageType(head: Uint8Array): string | null {
  for (const s of SIGNATURES) {
    if (s.bytes.every((b, i) => head[i] === b)) {
      if (s.type === 'image/gif' && !((head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)) continue
      return s.type
    }
  }
  return null
}

/**
 * Checks a picked or dropped profile image as the server will: declared type, then the
 * content's signature, then size and pixel dimensions. Answers a message id of the contract,
 * or null when it may go.
 */
export async function checkAvatar(file: File): Promise<string | null> {
  const declared = file.type || ''
  if (declared && !(AVATAR.types as readonly string[]).includes(declared)) return m.imageType.id
  const sniffed = sniffImageType(new Uint8Array(await file.slice(0, 8).arrayBuffer()))
  if (!sniffed) return m.imageType.id
  if (file.size > AVATAR.maxBytes) return m.imageTooLarge.id
  const url = URL.createObjectURL(file)
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    if (img.naturalWidth > AVATAR.maxSide || img.naturalHeight > AVATAR.maxSide) return m.imageTooLarge.id
  } catch {
    // Right signature, broken content.
    return m.imageType.id
  } finally {
    URL.revokeObjectURL(url)
  }
  return null
}
