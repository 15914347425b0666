import { useTranslation } from 'react-i18next'
import { useTenant } from '@/core/tenant'
import { EmailChange } from '../components/email-change'
import { ReminderPreference } from '../components/reminder-preference'
import { DeleteAccountSection } from '../components/delete-account-section'
import { PasswordSection } from '../components/password-section'
import { PhoneChange } from '../components/phone-change'
import { ProfilePhotoSection } from '../components/profile-photo-section'
import { ProfileForm } from '../components/profile-form'
import { AccountPage } from '@/components/account-page'

/** account/details: profile (as the tenant allows), e-mail change by a link to the new address, phone change with its SMS step, password, deletion. */
export default function DetailsScreen() {
  const { t } = useTranslation('account')
  const { tenant, flags } = useTenant()
  const phone = flags.profileEdition && tenant.driver_fields.includes('cell_phone')
  return (
    <AccountPage title={t('details.title')}>
      <ProfileForm />
      <ProfilePhotoSection />
      <EmailChange />
      {phone && <PhoneChange />}
      <ReminderPreference />
      <PasswordSection />
      <DeleteAccountSection />
    </AccountPage>
  )
}
