import { createContext, useContext, type ReactNode } from 'react'

const InsideChatCard = createContext(false)

/**
 * Marks its content as part of a chat card. A card repeats parts of a classic screen (the details
 * form, the phone number, the booking lists, the signup step...), and on a desktop the chat sits
 * beside that very screen: named sections and forms would then be landmarks twice under the same
 * name, which axe reports (landmark-unique) and a screen reader lists as duplicates.
 */
export function ChatCardLandmarks({ children }: { children: ReactNode }) {
  return <InsideChatCard.Provider value={true}>{children}</InsideChatCard.Provider>
}

/**
 * Props that name a <section> or a <form>. On a screen they make it a landmark; inside a chat card
 * (whose article already carries the name people navigate by) a section becomes a named group and
 * a form goes unnamed, HTML giving a form no group role.
 */
export function useLandmarkProps() {
  const inCard = useContext(InsideChatCard)
  return {
    section: <P extends object>(name: P): P | (P & { role: 'group' }) => (inCard ? { ...name, role: 'group' } : name),
    form: <P extends object>(name: P): P | Record<string, never> => (inCard ? {} : name),
  }
}
