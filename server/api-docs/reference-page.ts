import { STATUS_CODES } from 'node:http'
import { htmlEscape } from '../static/html-escape'
import { schemaHtml, SharedObjects, sharedObjectHtml, typeLabel, type JsonSchema } from './schema-html'
import { REFERENCE_STYLE } from './reference-style'

interface MediaContent {
  schema?: JsonSchema
}
interface Parameter {
  name: string
  in: string
  required?: boolean
  description?: string
  schema?: JsonSchema
}
interface Operation {
  summary?: string
  description?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, MediaContent> }
  responses?: Record<string, { description?: string; content?: Record<string, MediaContent> }>
  security?: unknown[]
}

/** The part of an OpenAPI 3 document the page reads. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, Operation>>
}

/** The HTTP methods an OpenAPI path item may hold, in the order the page lists them. */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** A route without a tag: grouped last. */
const UNTAGGED = 'other'

export interface ListedOperation {
  method: string
  path: string
  tag: string
  operation: Operation
}

/** Every operation of the document, grouped by its first tag (groups and routes in the document's order). */
export function operationsByTag(document: OpenApiDocument): Map<string, ListedOperation[]> {
  const groups = new Map<string, ListedOperation[]>()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const tag = operation.tags?.[0] ?? UNTAGGED
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, tag, operation }])
    }
  }
  return groups
}

/** `get /api/user/rentals/{id}` -> `get-api-user-rentals-id`: the anchor of an operation, unique per method and path. */
export function operationAnchor(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const tagAnchor = (tag: string) => `tag-${tag.replace(/[^a-zA-Z0-9]+/g, '-')}`

function parametersHtml(id: string, label: string, parameters: Parameter[]): string {
  if (parameters.length === 0) return ''
  const rows = parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${htmlEscape(p.name)}</code></th><td>${htmlEscape(p.in)}</td><td>${htmlEscape(p.schema ? typeLabel(p.schema) : 'any value')}</td><td>${p.required ? 'yes' : 'no'}</td><td>${htmlEscape(p.description ?? '')}</td></tr>`,
    )
    .join('')
  return (
    `<h4 id="${id}-parameters">Parameters</h4>` +
    `<table><caption>Parameters of ${htmlEscape(label)}</caption>` +
    '<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>' +
    `<tbody>${rows}</tbody></table>`
  )
}

function contentHtml(content: Record<string, MediaContent> | undefined, shared: SharedObjects): string {
  if (!content) return '<p>No body.</p>'
  return Object.entries(content)
    .map(([type, media]) => `<p>Media type <code>${htmlEscape(type)}</code></p>${schemaHtml(media.schema, shared)}`)
    .join('')
}

function requestBodyHtml(id: string, body: Operation['requestBody'], shared: SharedObjects): string {
  if (!body) return ''
  return `<h4 id="${id}-body">Request body${body.required ? ' (required)' : ''}</h4>${contentHtml(body.content, shared)}`
}

/** The generator's placeholder ("Default Response") gives way to the status's own name; the error classes say what they are. */
function answerTitle(status: string, description: string | undefined): string {
  if (description && description !== 'Default Response') return description
  if (status === '4XX') return 'Refused: an error in the spec shape'
  if (status === '5XX') return 'Server error, in the spec shape'
  return STATUS_CODES[status] ?? ''
}

/** The error answers every call declares (4XX, 5XX): one shape, described once at the top of the page. */
const ERROR_STATUSES = ['4XX', '5XX']
const ERRORS_ANCHOR = 'errors'

function errorSchemaOf(document: OpenApiDocument): JsonSchema | undefined {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const schema = operation.responses?.['4XX']?.content?.['application/json']?.schema
      if (schema) return schema
    }
  }
  return undefined
}

function isErrorAnswer(status: string, answer: { content?: Record<string, MediaContent> }, errorSchema: JsonSchema | undefined): boolean {
  const schema = answer.content?.['application/json']?.schema
  return ERROR_STATUSES.includes(status) && schema !== undefined && JSON.stringify(schema) === JSON.stringify(errorSchema)
}

function responsesHtml(id: string, responses: Operation['responses'], shared: SharedObjects, errorSchema: JsonSchema | undefined): string {
  const all = Object.entries(responses ?? {})
  if (all.length === 0) return ''
  const errors = all.filter(([status, answer]) => isErrorAnswer(status, answer, errorSchema)).map(([status]) => status)
  const entries = all.filter(([status]) => !errors.includes(status))
  const errorLine = errors.length ? `<p>${errors.join(' and ')}: the <a href="#${ERRORS_ANCHOR}">error body</a>.</p>` : ''
  const items = entries.map(
    ([status, answer]) => `<dt><code>${htmlEscape(status)}</code> ${htmlEscape(answerTitle(status, answer.description))}</dt><dd>${contentHtml(answer.content, shared)}</dd>`,
  )
  return `<h4 id="${id}-responses">Responses</h4><dl class="responses">${items.join('')}</dl>${errorLine}`
}

function operationHtml({ method, path, operation }: ListedOperation, shared: SharedObjects, errorSchema: JsonSchema | undefined): string {
  const id = operationAnchor(method, path)
  const label = `${method.toUpperCase()} ${path}`
  return (
    `<article id="${id}" aria-labelledby="${id}-title">` +
    `<h3 id="${id}-title"><span class="method">${method.toUpperCase()}</span> <code>${htmlEscape(path)}</code></h3>` +
    (operation.summary ? `<p class="summary">${htmlEscape(operation.summary)}</p>` : '') +
    (operation.description ? `<p>${htmlEscape(operation.description)}</p>` : '') +
    (operation.security?.length ? '<p>Needs a bearer token (<code>Authorization: Bearer &lt;token&gt;</code>).</p>' : '') +
    parametersHtml(id, label, operation.parameters ?? []) +
    requestBodyHtml(id, operation.requestBody, shared) +
    responsesHtml(id, operation.responses, shared, errorSchema) +
    '</article>'
  )
}

/** Every schema of the operations, named by the operation, for SharedObjects.collect. */
function* operationSchemas(groups: Map<string, ListedOperation[]>): Generator<{ name: string; schema: JsonSchema }> {
  for (const operations of groups.values()) {
    for (const { method, path, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`
      for (const p of operation.parameters ?? []) if (p.schema) yield { name: p.name, schema: p.schema }
      for (const media of Object.values(operation.requestBody?.content ?? {})) if (media.schema) yield { name: `body of ${name}`, schema: media.schema }
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (ERROR_STATUSES.includes(status)) continue
        for (const media of Object.values(answer.content ?? {})) if (media.schema) yield { name: `answer of ${name}`, schema: media.schema }
      }
    }
  }
}

const SHARED_ANCHOR = 'shared-objects'

function sharedObjectsHtml(shared: SharedObjects): string {
  if (shared.entries.length === 0) return ''
  const entries = shared.entries.map(
    ({ anchor, title, schema }) =>
      `<article id="${anchor}" aria-labelledby="${anchor}-title"><h3 id="${anchor}-title"><code>${htmlEscape(title)}</code></h3>${sharedObjectHtml(schema, shared)}</article>`,
  )
  return (
    `<section aria-labelledby="${SHARED_ANCHOR}"><h2 id="${SHARED_ANCHOR}">Shared objects</h2>` +
    '<p>Objects that several calls send or answer, described once; each call links here.</p>' +
    `${entries.join('')}</section>`
  )
}

function tableOfContents(groups: Map<string, ListedOperation[]>, shared: SharedObjects): string {
  const sections = [...groups].map(
    ([tag, operations]) =>
      `<li><a href="#${tagAnchor(tag)}">${htmlEscape(tag)}</a><ul>` +
      operations.map((o) => `<li><a href="#${operationAnchor(o.method, o.path)}">${o.method.toUpperCase()} ${htmlEscape(o.path)}</a></li>`).join('') +
      '</ul></li>',
  )
  if (shared.entries.length > 0) {
    const objects = shared.entries.map((e) => `<li><a href="#${e.anchor}">${htmlEscape(e.title)}</a></li>`).join('')
    sections.push(`<li><a href="#${SHARED_ANCHOR}">Shared objects</a><ul>${objects}</ul></li>`)
  }
  return `<nav aria-labelledby="contents"><h2 id="contents">Contents</h2><ul>${sections.join('')}</ul></nav>`
}

/**
 * The API reference for developers: every operation of the OpenAPI document, grouped by tag, with
 * its parameters, body and answers; a table of contents of anchors. English only (a developer page,
 * docs/DECISIONS.md); no script; its one stylesheet inline, admitted by its hash (reference-style.ts).
 */
export function referencePage(document: OpenApiDocument, documentPath: string): string {
  const groups = operationsByTag(document)
  const shared = SharedObjects.collect(operationSchemas(groups))
  const errorSchema = errorSchemaOf(document)
  const sections = [...groups].map(
    ([tag, operations]) =>
      `<section aria-labelledby="${tagAnchor(tag)}"><h2 id="${tagAnchor(tag)}">${htmlEscape(tag)}</h2>${operations.map((o) => operationHtml(o, shared, errorSchema)).join('')}</section>`,
  )
  const { title, version, description } = document.info
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${htmlEscape(title)} reference</title><style>${REFERENCE_STYLE}</style></head><body>` +
    `<header><h1>${htmlEscape(title)} <span class="version">version ${htmlEscape(version)}</span></h1>` +
    (description ? `<p>${htmlEscape(description)}</p>` : '') +
    `<p>The same description as an OpenAPI 3 document: <a href="${htmlEscape(documentPath)}">${htmlEscape(documentPath)}</a>.</p>` +
    (errorSchema
      ? `<h2 id="${ERRORS_ANCHOR}">Errors</h2><p>Every call answers its errors (<code>4XX</code>, <code>5XX</code>) with this body:</p>${schemaHtml(errorSchema)}`
      : '') +
    '</header>' +
    tableOfContents(groups, shared) +
    `<main>${sections.join('')}${sharedObjectsHtml(shared)}</main></body></html>`
  )
}
