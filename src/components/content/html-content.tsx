import { useMemo } from 'react'
import { decodeUriHtml, sanitizeHtml } from '@/lib/sanitize-html'
import { cn } from '@/lib/utils'

interface HtmlContentProps {
  html: string
  /** Terms contents arrive URI-encoded (spec section 3). */
  uriEncoded?: boolean
  /** The level the content's own h1 takes, so it nests under the surrounding heading. */
  topHeadingLevel?: number
  className?: string
}

/** Server HTML (terms, custom contents), sanitised before it reaches the page. */
export function HtmlContent({ html, uriEncoded = false, topHeadingLevel = 2, className }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeHtml(uriEncoded ? decodeUriHtml(html) : html, { topHeadingLevel }), [html, uriEncoded, topHeadingLevel])
  return (
    <div
      className={cn(
        'flex flex-col gap-3 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
