import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { create } from 'zustand'
import { SafeChatPanel } from './layout/safe-chat-panel'

/** Whether the phone's root shows the assistant in the page (the chat dock then hides its button). */
export const usePhoneHomeStore = create<{ chatInPage: boolean }>(() => ({ chatInPage: false }))

/**
 * On a phone the assistant is the first screen of the root (the product's promise): the
 * conversation fills the screen under the header, its "map" button one tap away from the map and
 * the search form. The height follows the visual viewport, so with the keyboard open the
 * conversation keeps what is left (keyboard-viewport.ts).
 */
export function PhoneHome({ onShowMap }: { onShowMap: () => void }) {
  const { t } = useTranslation('layout')
  useEffect(() => {
    usePhoneHomeStore.setState({ chatInPage: true })
    return () => usePhoneHomeStore.setState({ chatInPage: false })
  }, [])
  return (
    <div id="assistant" className="phone-home flex flex-col">
      <h1 className="sr-only">{t('chat-region')}</h1>
      <SafeChatPanel layout="page" onClose={onShowMap} />
    </div>
  )
}
