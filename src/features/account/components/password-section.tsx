import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { usePasswordManagedElsewhere } from '../use-password-managed-elsewhere'
import { ChangePasswordForm } from './change-password-form'

/** The account's password: the change form, or, for a member single sign-on created, why there is none to change. */
export function PasswordSection({ headingLevel = 2, onDone }: { headingLevel?: 2 | 3 | 4; onDone?: () => void }) {
  const { t } = useTranslation('account')
  const landmark = useLandmarkProps()
  const id = useId()
  const elsewhere = usePasswordManagedElsewhere()
  if (!elsewhere) return <ChangePasswordForm headingLevel={headingLevel} onDone={onDone} />
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  return (
    <section {...landmark.section({ 'aria-labelledby': `${id}-title` })} className="flex flex-col gap-3">
      <Heading id={`${id}-title`} className="text-lg font-semibold">
        {t('password.title-sso')}
      </Heading>
      <p className="max-w-prose">{t('password.sso')}</p>
    </section>
  )
}
