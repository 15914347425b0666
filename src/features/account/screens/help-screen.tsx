import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { HtmlContent, useCurrentTerms } from '@/components/content'
import { CustomContentBlock } from '../components/custom-content'
import { AccountPage } from '@/components/account-page'
import { paths } from '@/core/paths'

type Topic = 'faq' | 'contact' | 'cgu'
const TOPICS: readonly Topic[] = ['faq', 'contact', 'cgu']

function TermsContent() {
  const { t } = useTranslation(['account', 'errors'])
  const terms = useCurrentTerms()
  if (terms.status === 'loading') return <Spinner label={t('account:help.loading')} />
  if (terms.status === 'error') return <p role="alert">{t('errors:internal-error')}</p>
  if (!terms.data) return <p>{t('account:help.empty')}</p>
  return <HtmlContent html={terms.data.content} uriEncoded topHeadingLevel={2} />
}

/** account/help/faq, account/help/contact, account/help/cgu: the tenant's FAQ, contact and terms. */
export default function HelpScreen() {
  const { t } = useTranslation('account')
  const { pathname } = useLocation()
  const topic = TOPICS.find((x) => pathname.endsWith(`/help/${x}`)) ?? 'faq'
  return (
    <AccountPage title={t(`help.${topic}`)}>
      <nav aria-label={t('help.nav')}>
        <ul className="flex flex-wrap gap-4">
          {TOPICS.map((x) => (
            <li key={x}>
              <Link
                to={paths.help(x)}
                aria-current={x === topic ? 'page' : undefined}
                className="text-primary underline underline-offset-2 aria-[current=page]:font-semibold aria-[current=page]:no-underline"
              >
                {t(`help.${x}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {topic === 'cgu' ? <TermsContent /> : <CustomContentBlock type={topic} />}
      {topic === 'faq' && (
        <Link to={paths.helpDeleteAccount} className="self-start text-primary underline underline-offset-2">
          {t('delete.faq-link')}
        </Link>
      )}
    </AccountPage>
  )
}
