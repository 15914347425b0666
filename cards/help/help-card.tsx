import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomContent } from '@contracts/reference'
import { Button } from '@/components/ui/button'
import { messagesOf } from '@/core/api'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { decodeTermsContent, useCurrentTerms, useCustomContent, type Loadable } from '@/lib/reference-data'
import { helpPath } from './help-path'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { useCardHost } from '../shared/card-host'
import { CardError, CardLoading } from '../shared/card-status'
import { rebaseHeadings } from './rebase-headings'
import { HELP_TOPICS, type HelpCardProps, type HelpTopic } from './schema'

const DeleteAccountTopic = lazy(() => import('./delete-account-topic'))

interface Section {
  key: string
  title: string | null
  html: string
}

function HelpContent({ loadable, sections, title }: { loadable: Loadable<unknown> & { reload: () => void }; sections: Section[]; title: string }) {
  const { t } = useTranslation('cards')
  if (loadable.status === 'idle' || loadable.status === 'loading') return <CardLoading />
  if (loadable.status === 'error') return <CardError message={`${t('help.load-error')} ${messagesOf(loadable.error)[0]}`} onRetry={loadable.reload} />
  if (sections.length === 0) return <p className="text-muted-foreground">{t('help.empty')}</p>
  return (
    // Long contents scroll inside the card; a scrolling region must be reachable with the keyboard.
    // Its name is not the topic alone: a status page showing the same contact ("Nous contacter")
    // beside the chat would then hold two landmarks of one name (axe landmark-unique).
    <div
      role="region"
      aria-label={t('help.content-label', { topic: title })}
      tabIndex={0}
      className="max-h-72 space-y-3 overflow-y-auto rounded-md pr-1 focus-visible:outline-3 focus-visible:outline-ring"
    >
      {sections.map((s) => (
        <section key={s.key} className="space-y-1">
          {s.title ? <h4 className="font-semibold">{s.title}</h4> : null}
          <div
            className="help-content space-y-2 [&_a]:text-primary [&_a]:underline [&_:is(h4,h5,h6)]:pt-1 [&_:is(h4,h5,h6)]:font-semibold"
            dangerouslySetInnerHTML={{ __html: s.html }}
          />
        </section>
      ))}
    </div>
  )
}

function contentSections(items: CustomContent[], cardTitle: string): Section[] {
  // Under the card's h3 and each content's h4 title; a single content titled like the card would
  // say its name twice, so its title is left out.
  return items.map((c) => {
    const title = c.title && !(items.length === 1 && c.title === cardTitle) ? c.title : null
    return { key: String(c.id), title, html: rebaseHeadings(sanitizeHtml(c.content), title ? 5 : 4) }
  })
}

function CustomContentTopic({ type, title }: { type: 'faq' | 'contact' | 'privacy'; title: string }) {
  const loadable = useCustomContent(type)
  return <HelpContent loadable={loadable} sections={contentSections(loadable.data, title)} title={title} />
}

function TermsTopic({ title }: { title: string }) {
  const loadable = useCurrentTerms()
  const sections = loadable.data ? [{ key: String(loadable.data.id), title: null, html: rebaseHeadings(sanitizeHtml(decodeTermsContent(loadable.data.content)), 4) }] : []
  return <HelpContent loadable={loadable} sections={sections} title={title} />
}

/** Help: the tenant's FAQ, contact and privacy contents, the current terms (the rental terms), the account deletion guide, or the topics to choose from. */
export function HelpCard({ props, stale }: CardViewProps<HelpCardProps>) {
  const { t } = useTranslation('cards')
  const host = useCardHost()
  const chosen = (host.state.topic as HelpTopic | undefined) ?? props.topic
  const title = chosen ? t(`help.topics.${chosen}`) : t('help.title')
  const path = helpPath(chosen)
  if (stale) {
    return <CardFrame stale title={chosen ? t('help.summary', { topic: title }) : title} classicPath={path} classicLabel={t('help.open')} />
  }
  return (
    <CardFrame title={title} classicPath={path} classicLabel={t('help.open')}>
      <div role="group" aria-label={t('help.topics-label')} className="flex flex-wrap gap-2">
        {HELP_TOPICS.map((topic) => (
          <Button key={topic} size="sm" variant={topic === chosen ? 'default' : 'secondary'} aria-pressed={topic === chosen} onClick={() => host.setState({ topic })}>
            {t(`help.topics.${topic}`)}
          </Button>
        ))}
      </div>
      {chosen === 'terms' ? (
        <TermsTopic title={title} />
      ) : chosen === 'delete-account' ? (
        <Suspense fallback={<CardLoading />}>
          <DeleteAccountTopic />
        </Suspense>
      ) : chosen ? (
        <CustomContentTopic type={chosen} title={title} />
      ) : null}
    </CardFrame>
  )
}
export default HelpCard
