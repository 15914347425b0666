import type { Language } from '@contracts/common'
import type { PersonalDataExport } from './data-export'

const TEXT: Record<Language, { subject: (t: string) => string; intro: (t: string) => string }> = {
  fr: {
    subject: (t) => `${t} : vos données personnelles`,
    intro: (t) =>
      `Bonjour,\n\nVoici, à votre demande, l'ensemble des données personnelles que ${t} conserve à votre sujet, au format JSON ci-dessous (lisible par une machine).\n\n`,
  },
  en: {
    subject: (t) => `${t}: your personal data`,
    intro: (t) => `Hello,\n\nAs you asked, here is all the personal data ${t} holds about you, as machine-readable JSON below.\n\n`,
  },
}

/** The export mail: a short note, then the JSON document, which starts at the first "{" of the body. */
export function personalDataMail(lang: Language, tenantName: string, data: PersonalDataExport): { subject: string; text: string } {
  const t = TEXT[lang]
  return { subject: t.subject(tenantName), text: `${t.intro(tenantName)}${JSON.stringify(data, null, 2)}\n` }
}
