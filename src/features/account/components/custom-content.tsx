import { useTranslation } from 'react-i18next'
import type { CustomContentType } from '@contracts/reference'
import { Spinner } from '@/components/ui/spinner'
import { HtmlContent, useCustomContent } from '@/components/content'

/** A type of the tenant's custom contents (faq, contact, privacy), each with its title. */
export function CustomContentBlock({ type, headingLevel = 2 }: { type: CustomContentType; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['account', 'errors'])
  const contents = useCustomContent(type)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  if (contents.status === 'loading') return <Spinner label={t('account:help.loading')} />
  if (contents.status === 'error') return <p role="alert">{t('errors:internal-error')}</p>
  if (contents.data.length === 0) return <p>{t('account:help.empty')}</p>
  return (
    <>
      {contents.data.map((c) => (
        <section key={c.id} aria-label={c.title || undefined} className="flex flex-col gap-3">
          {c.title && <Heading className="text-lg font-semibold">{c.title}</Heading>}
          {/* Contents use h2 for their sections: they nest under the title, or take its place. */}
          <HtmlContent html={c.content} topHeadingLevel={c.title ? headingLevel : headingLevel - 1} />
        </section>
      ))}
    </>
  )
}
