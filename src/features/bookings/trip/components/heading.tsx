import { createContext, forwardRef, useContext, type HTMLAttributes } from 'react'

/** The level of the trip's part headings: 2 on its screen (under the page's h1), 4 in the chat card (under its h3). */
export const TripHeadingLevel = createContext(2)

type Level = 1 | 2 | 3 | 4 | 5 | 6

/** A heading `depth` levels below the trip's parts (0 is a part's own heading), so the outline never skips a level. */
export const TripHeading = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement> & { depth?: 0 | 1 | 2 }>(function TripHeading({ depth = 0, ...props }, ref) {
  const level = Math.min(6, useContext(TripHeadingLevel) + depth) as Level
  const Tag = `h${level}` as const
  return <Tag ref={ref} {...props} />
})
