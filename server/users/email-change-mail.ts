import type { Language } from '@contracts/common'
import { xmlEscape } from '../media/svg'

/** To the new address: follow the link within 24 hours to make it the account's address. */
export function emailChangeConfirmMail(lang: Language, tenantName: string, newEmail: string, link: string): { subject: string; text: string; html: string } {
  const t =
    lang === 'en'
      ? {
          subject: `${tenantName}: confirm your new e-mail address`,
          intro: `You asked to use ${newEmail} for your ${tenantName} account. Follow this link within 24 hours to confirm it:`,
          button: 'Confirm this address',
          outro: 'Until then your account keeps its current address. If you did not ask for it, ignore this message.',
        }
      : {
          subject: `${tenantName} : confirmez votre nouvelle adresse e-mail`,
          intro: `Vous avez demandé à utiliser ${newEmail} pour votre compte ${tenantName}. Suivez ce lien dans les 24 heures pour la confirmer :`,
          button: 'Confirmer cette adresse',
          outro: "D'ici là, votre compte garde son adresse actuelle. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
        }
  const href = xmlEscape(link)
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.outro}\n`,
    html: `<p>${xmlEscape(t.intro)}</p><p><a href="${href}">${xmlEscape(t.button)}</a></p><p>${href}</p><p>${xmlEscape(t.outro)}</p>`,
  }
}

/** To the current address: a change to another address was asked (so a stolen session is noticed). */
export function emailChangeNoticeMail(lang: Language, tenantName: string, newEmail: string): { subject: string; text: string } {
  return lang === 'en'
    ? {
        subject: `${tenantName}: a change of your e-mail address was asked`,
        text: `Hello,\n\nA change of your account's e-mail address to ${newEmail} was asked. It takes effect only once confirmed from that address. If you did not ask for it, change your password and contact us.\n\n${tenantName}\n`,
      }
    : {
        subject: `${tenantName} : un changement de votre adresse e-mail a été demandé`,
        text: `Bonjour,\n\nUn changement de l'adresse e-mail de votre compte vers ${newEmail} a été demandé. Il ne prendra effet qu'une fois confirmé depuis cette adresse. Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et contactez-nous.\n\n${tenantName}\n`,
      }
}
