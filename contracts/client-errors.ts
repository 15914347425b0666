import { z } from 'zod'

/** POST /client_errors: a crash of the interface, reported fire-and-forget by the app's error boundaries. */
export const ClientErrorReportSchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(20000).nullable(),
  component_stack: z.string().max(20000).nullable().optional(),
  url: z.string().max(2000),
  user_agent: z.string().max(1000),
})
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>
