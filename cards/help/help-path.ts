/** The classic help screen of a topic (spec section 2, member menu), relative to the app's base path. */
export function helpPath(topic: string | null): string {
  switch (topic) {
    case 'contact':
      return '/account/help/contact'
    case 'terms':
      return '/account/help/cgu'
    case 'privacy':
      return '/account/privacy'
    case 'delete-account':
      return '/account/help/delete-account'
    default:
      return '/account/help/faq'
  }
}
