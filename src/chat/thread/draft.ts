import { create } from 'zustand'

/** What is typed in the first-paint message box, handed to assistant-ui's composer once it loads. */
export const useDraftStore = create<{ text: string; focused: boolean }>(() => ({ text: '', focused: false }))
