import { htmlEscape } from '../static/html-escape'

/** The part of JSON Schema (as zod writes it for the OpenAPI document) the reference page reads. */
export interface JsonSchema {
  type?: string | string[]
  format?: string
  description?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  $ref?: string
}

/** Deeper than this, a schema is summed up by its type: no answer of the API nests so far. */
const MAX_DEPTH = 8

const literal = (value: unknown) => `<code>${htmlEscape(JSON.stringify(value))}</code>`

function alternatives(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf ?? schema.allOf
}

/** "string or null", "array of integer": the schema's type in words, a nullable union kept on one line. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').pop() ?? 'schema'
  if (schema.const !== undefined) return 'constant'
  const options = alternatives(schema)
  if (options) {
    const simple = options.every((o) => typeof o.type === 'string' && !o.properties && !o.items && !o.enum && !alternatives(o))
    if (simple) return options.map(typeLabel).join(' or ')
    return schema.allOf ? 'all of' : 'one of'
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  const words = types.map((t) => (t === 'array' && schema.items ? `array of ${typeLabel(schema.items)}` : t))
  if (words.length === 0) return 'any value'
  return words.join(' or ') + (schema.format ? ` (${schema.format})` : '')
}

/** Bounds, allowed values, constants and defaults in words. */
function constraints(schema: JsonSchema): string[] {
  const out: string[] = []
  if (schema.const !== undefined) out.push(`always ${literal(schema.const)}`)
  if (schema.enum) out.push(`one of ${schema.enum.map(literal).join(', ')}`)
  const bounds: [number | undefined, string][] = [
    [schema.minimum, 'at least'],
    [schema.exclusiveMinimum, 'more than'],
    [schema.maximum, 'at most'],
    [schema.exclusiveMaximum, 'less than'],
  ]
  // zod bounds every integer to the safe range: saying so on each would only hide the bounds that matter.
  for (const [value, words] of bounds) if (value !== undefined && Math.abs(value) !== Number.MAX_SAFE_INTEGER) out.push(`${words} ${value}`)
  if (schema.minLength !== undefined) out.push(`${schema.minLength} characters or more`)
  if (schema.maxLength !== undefined) out.push(`${schema.maxLength} characters or fewer`)
  if (schema.minItems !== undefined) out.push(`${schema.minItems} items or more`)
  if (schema.maxItems !== undefined) out.push(`${schema.maxItems} items or fewer`)
  if (schema.default !== undefined) out.push(`default ${literal(schema.default)}`)
  return out
}

/** What a schema holds inside (its properties, its items', its alternatives), as nested lists. */
function children(schema: JsonSchema, depth: number): string {
  if (depth >= MAX_DEPTH) return ''
  const options = alternatives(schema)
  if (options && typeLabel(schema).match(/^(one|all) of$/)) {
    return `<ol class="schema">${options.map((o) => `<li>${describe(o, depth + 1)}</li>`).join('')}</ol>`
  }
  if (schema.items) return children(schema.items, depth)
  if (!schema.properties) return ''
  const required = new Set(schema.required ?? [])
  const items = Object.entries(schema.properties).map(
    ([name, property]) => `<li><code class="name">${htmlEscape(name)}</code> ${required.has(name) ? '<em>required</em> ' : ''}${describe(property, depth + 1)}</li>`,
  )
  return items.length ? `<ul class="schema">${items.join('')}</ul>` : ''
}

/** One schema: its type, its constraints and description, then what it holds. */
function describe(schema: JsonSchema, depth: number): string {
  const notes = constraints(schema)
  const description = schema.description ? ` — ${htmlEscape(schema.description)}` : ''
  return `<span class="type">${htmlEscape(typeLabel(schema))}</span>${notes.length ? `, ${notes.join(', ')}` : ''}${description}${children(schema, depth)}`
}

/** A schema as readable HTML: its type on one line and, for an object, a nested list of its properties. */
export function schemaHtml(schema: JsonSchema | undefined): string {
  if (!schema) return '<p>No schema.</p>'
  return `<div class="schema-root">${describe(schema, 0)}</div>`
}
