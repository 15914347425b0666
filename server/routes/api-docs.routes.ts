import { defineRoutes } from '../http/route-module'
import { OPENAPI_PATH } from '../http/declared-routes'
import { referencePage, type OpenApiDocument } from '../api-docs/reference-page'
import { REFERENCE_PAGE_CSP } from '../api-docs/reference-style'

/** Where the browsable reference is served, outside production. */
export const API_DOCS_PATH = '/docs'

/**
 * The API reference as a page, from the OpenAPI document (/api/openapi.json) itself. Not declared
 * outside production: there it is an unknown path (404) like any other, as the page is for
 * developers and the document serves an operator's clients. Unlike /api/dev, any client may read
 * it: it describes the calls and holds no data.
 */
export default defineRoutes(async (app) => {
  if (app.config.env === 'production') return
  let page: string | undefined
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    // Rendered once: the document does not change while the process runs.
    page ??= referencePage(app.swagger() as unknown as OpenApiDocument, OPENAPI_PATH)
    return reply.type('text/html; charset=utf-8').header('content-security-policy', REFERENCE_PAGE_CSP).send(page)
  })
})
