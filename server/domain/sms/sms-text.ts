import type { Language } from '@contracts/common'

/** The SMS a driver receives, in their language. */
export function smsCodeText(language: Language, tenantName: string, code: string): string {
  return language === 'en'
    ? `Your ${tenantName} verification code: ${code}. It expires in 10 minutes.`
    : `Votre code de vérification ${tenantName} : ${code}. Il expire dans 10 minutes.`
}
