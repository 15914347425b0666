import type { HelpCardProps } from './help/schema'
import type { LoginCardProps } from './login/schema'
import type { SignupStartCardProps } from './signup-start/schema'
import type { LanguageCardProps } from './language/schema'
import type { LogoutCardProps } from './logout/schema'
import type { ExamplesCardProps } from './examples/schema'
import type { ClassicScreenCardProps } from './classic-screen/schema'

/**
 * Props of the cards the chat itself sends, by kind, so the dialog manager builds them typed.
 * Capabilities extend it by declaration merging: `declare module '@cards/kinds' { interface CardPropsByKind { ... } }`.
 */
export interface CardPropsByKind {
  help: HelpCardProps
  login: Partial<LoginCardProps>
  'signup-start': SignupStartCardProps
  language: LanguageCardProps
  logout: LogoutCardProps
  examples: ExamplesCardProps
  'classic-screen': Partial<ClassicScreenCardProps> & Pick<ClassicScreenCardProps, 'intent' | 'path'>
}
export type CardKind = keyof CardPropsByKind
