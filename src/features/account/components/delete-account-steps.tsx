import { useTranslation } from 'react-i18next'

const STEPS = [1, 2, 3, 4] as const

/** Account deletion in 4 steps (spec section 2's FAQ page): the page and the chat's help card show this one text. */
export function DeleteAccountSteps() {
  const { t } = useTranslation('account')
  return (
    <>
      <p>{t('delete-faq.intro')}</p>
      <ol className="flex list-decimal flex-col gap-3 pl-6">
        {STEPS.map((n) => (
          <li key={n}>
            <span className="font-semibold">{t(`delete-faq.step${n}-title`)}</span> {t(`delete-faq.step${n}-text`)}
          </li>
        ))}
      </ol>
      <p>{t('delete-faq.refusal')}</p>
    </>
  )
}

export default DeleteAccountSteps
