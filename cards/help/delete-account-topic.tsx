import '../bookings-shared/i18n'
import { DeleteAccountSteps } from '@/features/account/components/delete-account-steps'

/** The four-step account deletion guide in the help card (its own chunk: the account texts come with it). */
export default function DeleteAccountTopic() {
  return (
    <div className="space-y-2">
      <DeleteAccountSteps />
    </div>
  )
}
