import { useTranslation } from 'react-i18next'
import type { Money } from '@contracts/common'
import { formatPrice } from '../format'
import { useLang } from '../use-lang'

/** A price and, when a discount lowered it, the price before (spec section 3); a zero price is hidden. */
export function PriceTag({ price, before }: { price: Money | null; before?: Money | null }) {
  const { t } = useTranslation('search')
  const lang = useLang()
  const text = formatPrice(price, lang)
  if (!text) return null
  const beforeText = before && price && before.value_cents > price.value_cents ? formatPrice(before, lang) : null
  return (
    <p className="flex items-baseline gap-2">
      <span className="sr-only">{t('result.price')} </span>
      <span className="text-2xl font-bold">{text}</span>
      {beforeText && (
        <span className="text-sm text-muted-foreground line-through">
          <span className="sr-only">{t('result.before-discount')} </span>
          {beforeText}
        </span>
      )}
    </p>
  )
}
