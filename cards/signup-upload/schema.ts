import { z } from 'zod'

/** The signup card of a document step's uploads, with their progress. */
export const SignupUploadCardPropsSchema = z.object({ step: z.enum(['driverLicense', 'idDocument', 'selfieDocument', 'otherDocument']) })
export type SignupUploadCardProps = z.infer<typeof SignupUploadCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'signup-upload': SignupUploadCardProps
  }
}
