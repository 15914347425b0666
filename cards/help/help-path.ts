import { paths } from '@/core/paths'
/** The classic help screen of a topic (spec section 2, member menu), relative to the app's base path. */
export function helpPath(topic: string | null): string {
  switch (topic) {
    case 'contact':
      return paths.helpContact
    case 'terms':
      return paths.helpTerms
    case 'privacy':
      return paths.privacy
    case 'delete-account':
      return paths.helpDeleteAccount
    default:
      return paths.helpFaq
  }
}
