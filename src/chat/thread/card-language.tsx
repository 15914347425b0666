import { useMemo, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import type { i18n as I18n } from 'i18next'

// One instance per language and page instance: clones share the loaded translations (the store),
// so a card in the other language costs no second load of what the page already has.
const clones = new WeakMap<I18n, Map<string, I18n>>()

function instanceIn(base: I18n, lang: string): I18n {
  let byLang = clones.get(base)
  if (!byLang) clones.set(base, (byLang = new Map()))
  let clone = byLang.get(lang)
  if (!clone) byLang.set(lang, (clone = base.cloneInstance({ lng: lang })))
  return clone
}

/**
 * The cards of an answer speak the answer's language (dialogues rule 17): an English answer on a
 * French page comes with English cards, marked lang="en" for screen readers. The page's own
 * language renders as before, through the page's instance.
 */
export function CardLanguage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  const { i18n } = useTranslation()
  const instance = useMemo(() => (lang && lang !== i18n.language ? instanceIn(i18n, lang) : null), [i18n, lang])
  // One shape whatever the language: a page switching language re-renders the cards in place, and the
  // control that switched it keeps the focus (a changed tree would remount them and drop it).
  return (
    <I18nextProvider i18n={instance ?? i18n}>
      <div lang={instance ? lang : undefined} className="contents">
        {children}
      </div>
    </I18nextProvider>
  )
}
