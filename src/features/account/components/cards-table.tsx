import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentCard } from '@contracts/payment'
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { cardExpiry } from '../account-rules'

interface CardsTableProps {
  cards: readonly PaymentCard[]
  mainId: number | null
  onSetMain: (id: number) => Promise<boolean>
  onDelete: (id: number) => Promise<boolean>
  compact?: boolean
}

/** The brand as drivers read it: the API sends it lowercase ("visa"), the label wants "Visa". */
export const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1)

/** The card table of account/payment-method: main card first, set another as main, delete after confirmation. */
export function CardsTable({ cards, mainId, onSetMain, onDelete, compact = false }: CardsTableProps) {
  const { t } = useTranslation('account')
  const [toDelete, setToDelete] = useState<PaymentCard | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true)
    await work()
    setBusy(false)
  }
  // Labels wrap inside the actions cell: on one line, "set as main" alone is wider than a 320 px phone leaves it.
  const actionClass = 'h-auto min-h-8 whitespace-normal py-1'
  const label = (c: PaymentCard) => t('cards.card-label', { brand: brandName(c.brand), last4: c.last4 })
  return (
    <>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('cards.caption')}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              {t('cards.card')}
            </th>
            {/* Below sm the expiry moves under the card's name: four columns overflow a 320 px phone. */}
            {!compact && (
              <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                {t('cards.expiry')}
              </th>
            )}
            <th scope="col" className="py-2 pr-3">
              {t('cards.status')}
            </th>
            <th scope="col" className="py-2">
              {t('cards.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((c) => (
            <tr key={c.id} className="border-b border-border align-middle">
              <th scope="row" className="py-2 pr-3 font-medium">
                {label(c)}
                <span className={cn('block text-xs font-normal text-muted-foreground', !compact && 'sm:hidden')}>{t('cards.expires', { date: cardExpiry(c) })}</span>
              </th>
              {!compact && <td className="hidden py-2 pr-3 sm:table-cell">{cardExpiry(c)}</td>}
              <td className="py-2 pr-3">{c.id === mainId ? <Badge>{t('cards.main')}</Badge> : <span className="text-muted-foreground">{t('cards.secondary')}</span>}</td>
              <td className="py-2">
                <div className="flex flex-wrap gap-2">
                  {c.id !== mainId && (
                    <Button
                      size="sm"
                      variant="secondary"
                      className={actionClass}
                      disabled={busy}
                      aria-label={t('cards.set-main-named', { card: label(c) })}
                      onClick={() => void run(() => onSetMain(c.id))}
                    >
                      {t('cards.set-main')}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" className={actionClass} disabled={busy} aria-label={t('cards.delete-named', { card: label(c) })} onClick={() => setToDelete(c)}>
                    {t('cards.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('cards.delete-title')}</AlertDialogTitle>
            <AlertDialogDescription>{toDelete ? t('cards.delete-text', { card: label(toDelete) }) : ''}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('cards.keep')}</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={() => {
                const card = toDelete
                setToDelete(null)
                if (card) void run(() => onDelete(card.id))
              }}
            >
              {t('cards.delete-confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
