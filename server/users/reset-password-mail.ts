import type { Language } from '@contracts/common'
import { xmlEscape } from '../media/svg'

/** The reset-password e-mail in the member's language: plain text and HTML with the same link. */
export function resetPasswordMail(lang: Language, tenantName: string, link: string): { subject: string; text: string; html: string } {
  const t =
    lang === 'en'
      ? {
          subject: `${tenantName}: reset your password`,
          intro: 'You asked to reset your password. Follow this link within 2 hours to choose a new one:',
          button: 'Choose a new password',
          outro: 'If you did not ask for it, ignore this message: your password stays unchanged.',
        }
      : {
          subject: `${tenantName} : réinitialisation de votre mot de passe`,
          intro: 'Vous avez demandé à réinitialiser votre mot de passe. Suivez ce lien dans les 2 heures pour en choisir un nouveau :',
          button: 'Choisir un nouveau mot de passe',
          outro: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
        }
  const href = xmlEscape(link)
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.outro}\n`,
    html: `<p>${xmlEscape(t.intro)}</p><p><a href="${href}">${xmlEscape(t.button)}</a></p><p>${href}</p><p>${xmlEscape(t.outro)}</p>`,
  }
}
