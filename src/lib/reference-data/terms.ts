/** Terms content is URI-encoded HTML (spec section 3); a malformed escape leaves the text as it is. */
export function decodeTermsContent(content: string): string {
  try {
    return decodeURIComponent(content)
  } catch {
    return content
  }
}
