import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/document-title'

/** The frame of the account screens: the page's title (also the document's) and its content. */
export function AccountPage({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  )
}
