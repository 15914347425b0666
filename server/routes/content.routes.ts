import { z } from 'zod'
import {
  AcceptTermsBodySchema,
  CustomContentsResponseSchema,
  CustomContentTypeSchema,
  TermsVersionsResponseSchema,
  type CustomContent,
  type TermsVersion,
} from '@contracts/reference'
import { defineRoutes } from '../http/route-module'
import { requireMember } from '../context/auth'
import { member } from '../context/guards'
import { notFound } from '../errors'
import { isoInstant } from '../domain/iso-instant'
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
      const read = (language: string) => {
        let q = app.db.selectFrom('custom_contents').select(['id', 'type', 'title', 'content']).where('tenant_id', '=', tenantId).where('language', '=', language)
        if (type) q = q.where('type', '=', type)
        return q.orderBy('id').execute()
      }
      // A content missing in the request's language falls back to the tenant's default language.
      let rows = await read(request.lang)
      if (rows.length === 0 && request.lang !== settings.language) rows = await read(settings.language)
      return { custom_contents: rows as CustomContent[] }
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
      let q = app.db.selectFrom('terms_versions').selectAll().where('tenant_id', '=', request.tenant.id)
      if (current === 'true') q = q.where('current', '=', 1)
      const rows = await q.orderBy('published_at', 'desc').orderBy('id', 'desc').execute()
      const versions: TermsVersion[] = rows.map((r) => ({
        id: r.id,
        content: request.lang === 'en' ? r.content_en : r.content_fr,
        published_at: isoInstant(r.published_at),
      }))
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
      const body = request.body
      const tenantId = request.tenant.id
      const version = await app.db
        .selectFrom('terms_versions')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', body.terms_and_conditions.version_id)
        .executeTakeFirst()
      if (!version) throw notFound()
      const now = app.adapters.clock()
      const updated = await app.db.transaction().execute(async (trx) => {
        await trx.insertInto('terms_acceptances').values({ tenant_id: tenantId, user_id: user.id, version_id: version.id, accepted_at: now }).execute()
        return trx
          .updateTable('users')
          .set({ accepted_terms_version_id: version.id, tos_accepted: 1, updated_at: now })
          .where('id', '=', user.id)
          .where('tenant_id', '=', tenantId)
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      return { user: await loadUserWire(app.db, updated) }
    },
  )
})
