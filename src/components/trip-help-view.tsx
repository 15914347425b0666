import { useId } from 'react'
import { isPhoneNumber, telHref } from '@contracts/contact-rules'
import { formatPhone } from '@contracts/phone-format'

export interface TripHelpWords {
  title: string
  access: string
  station: string
  call: (phone: string) => string
  noPhone: string
  note?: string
}

interface TripHelpViewProps {
  accessText: string | null
  station: { name: string; address: string | null; description: string | null } | null
  phone: string | null
  country: string
  words: TripHelpWords
  /** The heading level where the block sits. */
  level?: 2 | 3 | 4 | 5
}

/**
 * What opens the car without the app: the access instructions, the station's description and the
 * operator's number as a link that calls it. Shown by the trip (a vehicle that does not answer)
 * and by the offline screen (the copy kept on the device); the caller gives the words.
 */
export function TripHelpView({ accessText, station, phone, country, words, level = 3 }: TripHelpViewProps) {
  const id = useId()
  const Heading = `h${level}` as const
  const callable = phone && isPhoneNumber(phone) ? phone : null
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-md border border-border bg-card p-3">
      <Heading id={id} className="font-semibold">
        {words.title}
      </Heading>
      {callable ? (
        <p>
          <a
            className="inline-flex min-h-11 items-center rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            href={telHref(callable)}
          >
            {words.call(formatPhone(callable, country))}
          </a>
        </p>
      ) : (
        <p>{words.noPhone}</p>
      )}
      <dl className="flex flex-col gap-1 text-sm">
        {accessText && (
          <div>
            <dt className="font-medium">{words.access}</dt>
            <dd className="whitespace-pre-line">{accessText}</dd>
          </div>
        )}
        {station && (
          <div>
            <dt className="font-medium">{words.station}</dt>
            <dd>
              {station.name}
              {station.address && <span className="block text-muted-foreground">{station.address}</span>}
              {station.description && <span className="block whitespace-pre-line">{station.description}</span>}
            </dd>
          </div>
        )}
      </dl>
      {words.note && <p className="text-sm text-muted-foreground">{words.note}</p>}
    </section>
  )
}
