import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

interface PaginationProps {
  /** What is paged, to name the navigation ("En cours"). */
  label: string
  page: number
  pages: number
  onPage: (page: number) => void
}

/** Previous and next pages of a list (spec section 9: page count = total / limit rounded up). */
export function Pagination({ label, page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation('bookings')
  if (pages <= 1) return null
  return (
    <nav aria-label={t('pagination.label', { list: label })} className="flex items-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span aria-live="polite">{t('pagination.status', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  )
}
