/** Lower case without accents ("Oublie ça" -> "oublie ca"): how the chat's own word lists compare a sentence. */
export function foldedText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}
