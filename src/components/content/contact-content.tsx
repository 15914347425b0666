import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { useCustomContent } from '@/lib/reference-data/hooks'
import { HtmlContent } from './html-content'

/** The tenant's contact content (status pages): nothing when the tenant has none or loading failed. */
export function ContactContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('status')
  const contents = useCustomContent('contact')
  if (contents.status === 'loading') return <Spinner label={t('contact-loading')} />
  if (contents.status === 'error' || contents.data.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="contact-heading" className="flex flex-col gap-3">
      <Heading id="contact-heading" className="text-lg font-semibold">
        {t('contact-title')}
      </Heading>
      {contents.data.map((content) => (
        <HtmlContent key={content.id} html={content.content} topHeadingLevel={headingLevel + 1} />
      ))}
    </section>
  )
}
