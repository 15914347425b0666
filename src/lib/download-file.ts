/** Saves text as a file through the browser's download, without a round trip to the server. */
export function downloadTextFile(name: string, text: string, type: string): void {
  downloadBlob(name, new Blob([text], { type }))
}

/** Saves a file the app holds (a PDF fetched with the member's token) through the browser's download. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // The download has its own copy once click() returns; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
