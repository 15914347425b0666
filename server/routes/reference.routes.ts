import type { Category, CategoryRate, RentalLabel } from '@contracts/reference'
import { defineRoutes } from '../http/route-module'
import { requirePlatformReader } from '../context/auth'
import { platformReader } from '../context/guards'
import { notFound } from '../errors'
import { jsonList } from '../http/json'
import { toAdditionalDocumentWire, toStationWire } from '../reference/serialize'
import {
  AdditionalDocumentsResponseSchema,
  CategoriesResponseSchema,
  CategoryRatesResponseSchema,
  RegistrationFlowsResponseSchema,
  RentalLabelsResponseSchema,
  StationResponseSchema,
  StationsResponseSchema,
} from '@contracts/reference'
import { declared, IdParams } from '../http/declared-routes'

// Reference data: any token on a public platform, a member on a private one (context/auth.ts).
export default defineRoutes(async (app) => {
  app.get('/categories', { schema: declared({ summary: 'The vehicle categories.', bearer: true, response: { 200: CategoriesResponseSchema } }) }, async (request) => {
    await requirePlatformReader(request)
    const rows = await app.db.selectFrom('categories').select(['id', 'name', 'aliases']).where('tenant_id', '=', request.tenant.id).orderBy('id').execute()
    const categories: Category[] = rows.map((r) => ({ id: r.id, name: r.name, aliases: jsonList(r.aliases) }))
    return { categories }
  })

  // The rates of each category (the chat's rates card, dialogues contract rule 9): public like the categories.
  app.get(
    '/category_rates',
    { schema: declared({ summary: 'The rates of each vehicle category.', bearer: true, response: { 200: CategoryRatesResponseSchema } }) },
    async (request) => {
      await requirePlatformReader(request)
      const { currency, distance_unit } = request.tenant.settings
      const rows = await app.db
        .selectFrom('categories')
        .select(['id', 'name', 'hourly_rate_cents', 'daily_rate_cents', 'included_distance', 'extra_distance_cents'])
        .where('tenant_id', '=', request.tenant.id)
        .orderBy('id')
        .execute()
      const money = (cents: number) => ({ value_cents: Number(cents), iso_code: currency })
      const category_rates: CategoryRate[] = rows.map((r) => ({
        category_id: r.id,
        name: r.name,
        hourly: money(r.hourly_rate_cents),
        daily: money(r.daily_rate_cents),
        included_distance: Number(r.included_distance),
        extra_distance: money(r.extra_distance_cents),
        distance_unit,
      }))
      return { category_rates }
    },
  )

  app.get('/stations', { schema: declared({ summary: 'The stations.', bearer: true, response: { 200: StationsResponseSchema } }) }, async (request) => {
    await requirePlatformReader(request)
    const rows = await app.db.selectFrom('stations').selectAll().where('tenant_id', '=', request.tenant.id).orderBy('name').execute()
    return { stations: rows.map(toStationWire) }
  })

  app.get(
    '/stations/:id',
    { schema: declared({ summary: 'One station.', bearer: true, guard: platformReader, params: IdParams, response: { 200: StationResponseSchema } }) },
    async (request) => {
      await requirePlatformReader(request)
      const row = await app.db.selectFrom('stations').selectAll().where('tenant_id', '=', request.tenant.id).where('id', '=', request.params.id).executeTakeFirst()
      if (!row) throw notFound()
      return { station: toStationWire(row) }
    },
  )

  app.get('/rental_labels', { schema: declared({ summary: 'The labels a rental may carry.', bearer: true, response: { 200: RentalLabelsResponseSchema } }) }, async (request) => {
    await requirePlatformReader(request)
    const rows = await app.db.selectFrom('rental_labels').select(['id', 'name', 'aliases']).where('tenant_id', '=', request.tenant.id).orderBy('id').execute()
    const rental_labels: RentalLabel[] = rows.map((r) => ({ id: r.id, name: r.name, aliases: jsonList(r.aliases) }))
    return { rental_labels }
  })

  app.get(
    '/registration_flows',
    { schema: declared({ summary: 'The registration steps of the tenant.', bearer: true, response: { 200: RegistrationFlowsResponseSchema } }) },
    async (request) => {
      await requirePlatformReader(request)
      const rows = await app.db.selectFrom('registration_flows').select(['id', 'name']).where('tenant_id', '=', request.tenant.id).orderBy('id').execute()
      return { registration_flows: rows }
    },
  )

  app.get(
    '/additional_documents',
    { schema: declared({ summary: 'The documents a member may be asked for.', bearer: true, response: { 200: AdditionalDocumentsResponseSchema } }) },
    async (request) => {
      await requirePlatformReader(request)
      const rows = await app.db.selectFrom('additional_documents').selectAll().where('tenant_id', '=', request.tenant.id).orderBy('id').execute()
      return { additional_documents: rows.map((r) => toAdditionalDocumentWire(r, request.lang)) }
    },
  )
})
