import { STATUS_CODES } from 'node:http'
import { htmlEscape } from '../static/html-escape'
import { schemaHtml, typeLabel, type JsonSchema } from './schema-html'
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

function contentHtml(content: Record<string, MediaContent> | undefined): string {
  if (!content) return '<p>No body.</p>'
  return Object.entries(content)
    .map(([type, media]) => `<p>Media type <code>${htmlEscape(type)}</code></p>${schemaHtml(media.schema)}`)
    .join('')
}

function requestBodyHtml(id: string, body: Operation['requestBody']): string {
  if (!body) return ''
  return `<h4 id="${id}-body">Request body${body.required ? ' (required)' : ''}</h4>${contentHtml(body.content)}`
}

/** The generator's placeholder ("Default Response") gives way to the status's own name; the error classes say what they are. */
function answerTitle(status: string, description: string | undefined): string {
  if (description && description !== 'Default Response') return description
  if (status === '4XX') return 'Refused: an error in the spec shape'
  if (status === '5XX') return 'Server error, in the spec shape'
  return STATUS_CODES[status] ?? ''
}

function responsesHtml(id: string, responses: Operation['responses']): string {
  const entries = Object.entries(responses ?? {})
  if (entries.length === 0) return ''
  const items = entries.map(
    ([status, answer]) => `<dt><code>${htmlEscape(status)}</code> ${htmlEscape(answerTitle(status, answer.description))}</dt><dd>${contentHtml(answer.content)}</dd>`,
  )
  return `<h4 id="${id}-responses">Responses</h4><dl class="responses">${items.join('')}</dl>`
}

function operationHtml({ method, path, operation }: ListedOperation): string {
  const id = operationAnchor(method, path)
  const label = `${method.toUpperCase()} ${path}`
  return (
    `<article id="${id}" aria-labelledby="${id}-title">` +
    `<h3 id="${id}-title"><span class="method">${method.toUpperCase()}</span> <code>${htmlEscape(path)}</code></h3>` +
    (operation.summary ? `<p class="summary">${htmlEscape(operation.summary)}</p>` : '') +
    (operation.description ? `<p>${htmlEscape(operation.description)}</p>` : '') +
    (operation.security?.length ? '<p>Needs a bearer token (<code>Authorization: Bearer &lt;token&gt;</code>).</p>' : '') +
    parametersHtml(id, label, operation.parameters ?? []) +
    requestBodyHtml(id, operation.requestBody) +
    responsesHtml(id, operation.responses) +
    '</article>'
  )
}

function tableOfContents(groups: Map<string, ListedOperation[]>): string {
  const sections = [...groups].map(
    ([tag, operations]) =>
      `<li><a href="#${tagAnchor(tag)}">${htmlEscape(tag)}</a><ul>` +
      operations.map((o) => `<li><a href="#${operationAnchor(o.method, o.path)}">${o.method.toUpperCase()} ${htmlEscape(o.path)}</a></li>`).join('') +
      '</ul></li>',
  )
  return `<nav aria-labelledby="contents"><h2 id="contents">Contents</h2><ul>${sections.join('')}</ul></nav>`
}

/**
 * The API reference for developers: every operation of the OpenAPI document, grouped by tag, with
 * its parameters, body and answers; a table of contents of anchors. English only (a developer page,
 * docs/DECISIONS.md); no script; its one stylesheet inline, admitted by its hash (reference-style.ts).
 */
export function referencePage(document: OpenApiDocument, documentPath: string): string {
  const groups = operationsByTag(document)
  const sections = [...groups].map(
    ([tag, operations]) => `<section aria-labelledby="${tagAnchor(tag)}"><h2 id="${tagAnchor(tag)}">${htmlEscape(tag)}</h2>${operations.map(operationHtml).join('')}</section>`,
  )
  const { title, version, description } = document.info
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${htmlEscape(title)} reference</title><style>${REFERENCE_STYLE}</style></head><body>` +
    `<header><h1>${htmlEscape(title)} <span class="version">version ${htmlEscape(version)}</span></h1>` +
    (description ? `<p>${htmlEscape(description)}</p>` : '') +
    `<p>The same description as an OpenAPI 3 document: <a href="${htmlEscape(documentPath)}">${htmlEscape(documentPath)}</a>. Every error answers the <code>4XX</code> and <code>5XX</code> body shown with each call.</p></header>` +
    tableOfContents(groups) +
    `<main>${sections.join('')}</main></body></html>`
  )
}
