import type { ReactNode } from 'react'
import { ContactContent } from '@/components/content'
import { useDocumentTitle } from '@/lib/document-title'

interface StatusPageProps {
  title: string
  icon?: ReactNode
  children: ReactNode
  /** Shows the tenant's contact content under the message. */
  contact?: boolean
}

/** The frame of the account status pages: a title, a message, the contact content. */
export function StatusPage({ title, icon, children, contact = true }: StatusPageProps) {
  useDocumentTitle(title)
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex items-center gap-3">
        {icon}
        <h1 className="text-2xl font-semibold">{title}</h1>
      </div>
      <div className="flex flex-col gap-3 text-base">{children}</div>
      {contact && <ContactContent />}
    </div>
  )
}
