import { defineRoutes } from '../http/route-module'
import { requirePlatformReader } from '../context/auth'
import { platformReader } from '../context/guards'
import { notFound } from '../errors'
import { findStation, listAdditionalDocuments, listCategories, listCategoryRates, listRegistrationFlows, listRentalLabels, listStations } from '../reference/reference-data'
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
    return { categories: await listCategories(app.db, request.tenant.id) }
  })

  // The rates of each category (the chat's rates card, dialogues contract rule 9): public like the categories.
  app.get(
    '/category_rates',
    { schema: declared({ summary: 'The rates of each vehicle category.', bearer: true, response: { 200: CategoryRatesResponseSchema } }) },
    async (request) => {
      await requirePlatformReader(request)
      const { currency, distance_unit } = request.tenant.settings
      return { category_rates: await listCategoryRates(app.db, request.tenant.id, { currency, distance_unit }) }
    },
  )

  app.get('/stations', { schema: declared({ summary: 'The stations.', bearer: true, response: { 200: StationsResponseSchema } }) }, async (request) => {
    await requirePlatformReader(request)
    return { stations: await listStations(app.db, request.tenant.id) }
  })

  app.get(
    '/stations/:id',
    { schema: declared({ summary: 'One station.', bearer: true, guard: platformReader, params: IdParams, response: { 200: StationResponseSchema } }) },
    async (request) => {
      await requirePlatformReader(request)
      const station = await findStation(app.db, request.tenant.id, request.params.id)
      if (!station) throw notFound()
      return { station }
    },
  )

  app.get('/rental_labels', { schema: declared({ summary: 'The labels a rental may carry.', bearer: true, response: { 200: RentalLabelsResponseSchema } }) }, async (request) => {
    await requirePlatformReader(request)
    return { rental_labels: await listRentalLabels(app.db, request.tenant.id) }
  })

  app.get(
    '/registration_flows',
    { schema: declared({ summary: 'The registration steps of the tenant.', bearer: true, response: { 200: RegistrationFlowsResponseSchema } }) },
    async (request) => {
      await requirePlatformReader(request)
      return { registration_flows: await listRegistrationFlows(app.db, request.tenant.id) }
    },
  )

  app.get(
    '/additional_documents',
    { schema: declared({ summary: 'The documents a member may be asked for.', bearer: true, response: { 200: AdditionalDocumentsResponseSchema } }) },
    async (request) => {
      await requirePlatformReader(request)
      return { additional_documents: await listAdditionalDocuments(app.db, request.tenant.id, request.lang) }
    },
  )
})
