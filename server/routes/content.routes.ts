import { z } from 'zod'
import { AcceptTermsBodySchema, CustomContentsResponseSchema, CustomContentTypeSchema, TermsVersionsResponseSchema } from '@contracts/reference'
import { defineRoutes } from '../http/route-module'
import { requireMember } from '../context/auth'
import { member } from '../context/guards'
import { notFound } from '../errors'
import { readCustomContents } from '../domain/content/custom-contents'
import { acceptTerms, listTermsVersions } from '../domain/content/terms'
import { loadUserWire } from '../users/serialize'
import { UserResponseSchema } from '@contracts/user'
import { declared } from '../http/declared-routes'

const ContentsQuerySchema = z.object({ type: CustomContentTypeSchema.optional() })
const TermsQuerySchema = z.object({ current: z.enum(['true', 'false']).optional() })

// Help pages and terms are public: the footer's terms dialog and the privacy link work before login.
export default defineRoutes(async (app) => {
  app.get(
    '/custom_contents',
    {
      schema: declared({
        summary: "The tenant's custom texts (FAQ, contact, privacy, privacy usage).",
        querystring: ContentsQuerySchema,
        response: { 200: CustomContentsResponseSchema },
      }),
    },
    async (request) => {
      const { type } = request.query
      const { id: tenantId, settings } = request.tenant
      const custom_contents = await readCustomContents(app.db, { tenantId, type, language: request.lang, defaultLanguage: settings.language })
      return { custom_contents }
    },
  )

  app.get(
    '/terms_and_conditions_versions',
    {
      schema: declared({
        summary: "The tenant's terms and conditions, or only the current version.",
        querystring: TermsQuerySchema,
        response: { 200: TermsVersionsResponseSchema },
      }),
    },
    async (request) => {
      const { current } = request.query
      const versions = await listTermsVersions(app.db, request.tenant.id, request.lang, current === 'true')
      return { terms_and_conditions_versions: versions }
    },
  )

  app.post(
    '/user/terms_and_conditions_versions/accept',
    {
      schema: declared({
        summary: 'Records that the member accepts a version of the terms.',
        bearer: true,
        guard: member,
        body: AcceptTermsBodySchema,
        response: { 200: UserResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const updated = await acceptTerms(app.db, {
        tenantId: request.tenant.id,
        userId: user.id,
        versionId: request.body.terms_and_conditions.version_id,
        now: app.adapters.clock(),
      })
      if (!updated) throw notFound()
      return { user: await loadUserWire(app.db, updated) }
    },
  )
})
