import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/document-title'

/** The frame of the account screens: the page's title (also the document's) and its content. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  )
}
