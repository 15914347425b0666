import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { i18n as pageI18n } from '@/i18n'
import { messagesOf } from '@/core/api'
import { setLanguage } from '@/core/session'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { CardError } from '../shared/card-status'
import type { LanguageCardProps } from './schema'

/** The language of the conversation and the interface, with a switch back (the session's setLanguage). */
export function LanguageCard({ props, stale }: CardViewProps<LanguageCardProps>) {
  // The page's language, not the answer's (dialogues rule 17 may render a card in the answer's):
  // this card says what the interface shows and offers the other one.
  const { t, i18n } = useTranslation('cards', { i18n: pageI18n })
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const shown = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'fr'
  const other = shown === 'fr' ? 'en' : 'fr'
  const name = (lang: 'fr' | 'en') => t(`language.names.${lang}`)

  if (stale) {
    return (
      <CardFrame stale title={t('language.title')} classicPath="/" classicLabel={t('open-classic')}>
        <p>{t('language.summary', { language: name(props.lang) })}</p>
      </CardFrame>
    )
  }

  async function switchTo(lang: 'fr' | 'en') {
    if (pending) return
    setPending(true)
    setError(null)
    try {
      await setLanguage(lang)
    } catch (e) {
      setError(messagesOf(e)[0])
    } finally {
      setPending(false)
    }
  }

  return (
    <CardFrame title={t('language.title')} classicPath="/" classicLabel={t('open-classic')}>
      <p>{props.available ? t('language.current', { language: name(shown) }) : t('language.only', { language: name(props.lang) })}</p>
      {props.available ? (
        // The button names the other language in that language, for someone who does not read this one.
        // aria-disabled, not disabled: a disabled button drops the focus to the page's body, and the
        // focus stays in the chat after a card's action.
        <Button variant="secondary" size="sm" aria-disabled={pending} onClick={() => void switchTo(other)} lang={other}>
          {t('language.switch', { language: i18n.getFixedT(other, 'cards')(`language.names.${other}`), lng: other })}
        </Button>
      ) : null}
      {error ? <CardError message={error} /> : null}
    </CardFrame>
  )
}
