/** A required field's label text with its visual star; the star is not read, `required` says it. */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <span aria-hidden="true"> *</span>
    </>
  )
}
