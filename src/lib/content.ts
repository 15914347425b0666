/**
 * Help and legal contents for every feature, the chat and the cards: the tenant's custom contents
 * (faq, contact, privacy, privacy_usage), the current terms, and their sanitised rendering.
 */
export { useCustomContent, useCurrentTerms, HtmlContent, TermsDialog, ContactContent, type Loadable } from '@/features/content'
