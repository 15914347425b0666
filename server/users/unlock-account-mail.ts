import type { Language } from '@contracts/common'
import { xmlEscape } from '../media/svg'

/** The e-mail that clears a sign-in lockout, in the member's language: plain text and HTML with the same link. */
export function unlockAccountMail(lang: Language, tenantName: string, link: string): { subject: string; text: string; html: string } {
  const t =
    lang === 'en'
      ? {
          subject: `${tenantName}: unlock signing in`,
          intro: 'Signing in to your account was locked after too many wrong passwords. Follow this link within 2 hours to unlock it:',
          button: 'Unlock signing in',
          outro: 'If these attempts were not yours, someone may know your e-mail address: consider changing your password.',
        }
      : {
          subject: `${tenantName} : déblocage de la connexion`,
          intro: 'La connexion à votre compte a été bloquée après trop de mots de passe erronés. Suivez ce lien dans les 2 heures pour la débloquer :',
          button: 'Débloquer la connexion',
          outro: "Si ces tentatives ne venaient pas de vous, quelqu'un connaît peut-être votre adresse e-mail : pensez à changer votre mot de passe.",
        }
  const href = xmlEscape(link)
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.outro}\n`,
    html: `<p>${xmlEscape(t.intro)}</p><p><a href="${href}">${xmlEscape(t.button)}</a></p><p>${href}</p><p>${xmlEscape(t.outro)}</p>`,
  }
}
