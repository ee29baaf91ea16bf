/** Hands a file to the browser's downloads under the given name (a voucher, a CSV). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the object URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
