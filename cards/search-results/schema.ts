import { z } from 'zod'
import { SearchCriteriaSchema } from '@/features/search/search-criteria-schema'

/** Results card: the search the chat understood; the card runs it and lists the vehicles. */
export const SearchResultsCardPropsSchema = z.object({
  criteria: SearchCriteriaSchema,
  /** An address said in words (address engine): the card geocodes it before searching. */
  addressText: z.string().nullable().default(null),
  /** A destination said in words (destination field): geocoded and used as its label. */
  destinationText: z.string().nullable().default(null),
  /** "price": the driver asked for the cheapest, so the vehicles are listed cheapest first. */
  sort: z.enum(['price']).nullable().default(null),
})
export type SearchResultsCardProps = z.infer<typeof SearchResultsCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'search-results': z.input<typeof SearchResultsCardPropsSchema>
  }
}
