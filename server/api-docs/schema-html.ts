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

/** An object with this many properties or more, found in two places or more, is described once. */
const SHARED_MIN_PROPERTIES = 3

/** Of the names an object is met under, a property's ("rental") reads best, then a list's entry ("rentals item"), then a call's answer. */
const nameRank = (name: string) => (/^(answer|body) of /.test(name) ? 2 : name.endsWith(' item') ? 1 : 0)

const isSharable = (schema: JsonSchema) => Object.keys(schema.properties ?? {}).length >= SHARED_MIN_PROPERTIES

/**
 * Objects several places of the document hold (a rental, a member, an error): each described once
 * in its own section, linked from every place, so the page says each shape once and stays small
 * enough to read (and to audit).
 */
export class SharedObjects {
  private readonly anchors = new Map<string, string>()
  readonly entries: { anchor: string; title: string; schema: JsonSchema }[] = []

  /** Walks every schema with a name for it (a property's name, an operation's); an object met twice becomes shared. */
  static collect(roots: Iterable<{ name: string; schema: JsonSchema }>): SharedObjects {
    const seen = new Map<string, { count: number; name: string; schema: JsonSchema }>()
    const visit = (schema: JsonSchema, name: string, depth: number): void => {
      if (depth >= MAX_DEPTH) return
      if (isSharable(schema)) {
        const key = JSON.stringify(schema)
        const found = seen.get(key)
        if (found) {
          found.count++
          if (nameRank(name) < nameRank(found.name)) found.name = name
          return // its insides were walked the first time
        }
        seen.set(key, { count: 1, name, schema })
      }
      for (const option of alternatives(schema) ?? []) visit(option, name, depth + 1)
      if (schema.items) visit(schema.items, `${name} item`, depth + 1)
      for (const [property, inner] of Object.entries(schema.properties ?? {})) visit(inner, property, depth + 1)
    }
    for (const root of roots) visit(root.schema, root.name, 0)
    const shared = new SharedObjects()
    const titles = new Set<string>()
    for (const [key, { count, name, schema }] of seen) {
      if (count < 2) continue
      let title = name
      for (let n = 2; titles.has(title); n++) title = `${name} (${n})`
      titles.add(title)
      const anchor = `object-${title.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')}`
      shared.anchors.set(key, anchor)
      shared.entries.push({ anchor, title, schema })
    }
    return shared
  }

  anchorOf(schema: JsonSchema): string | undefined {
    return isSharable(schema) ? this.anchors.get(JSON.stringify(schema)) : undefined
  }

  titleOf(anchor: string): string {
    return this.entries.find((e) => e.anchor === anchor)?.title ?? anchor
  }
}

const NONE_SHARED = new SharedObjects()

/** What a schema holds inside (its properties, its items', its alternatives), as nested lists. */
function children(schema: JsonSchema, depth: number, shared: SharedObjects): string {
  if (depth >= MAX_DEPTH) return ''
  const options = alternatives(schema)
  if (options && typeLabel(schema).match(/^(one|all) of$/)) {
    return `<ol class="schema">${options.map((o) => `<li>${describe(o, depth + 1, shared)}</li>`).join('')}</ol>`
  }
  if (schema.items) return children(schema.items, depth, shared)
  if (!schema.properties) return ''
  const required = new Set(schema.required ?? [])
  const items = Object.entries(schema.properties).map(
    ([name, property]) => `<li><code>${htmlEscape(name)}</code> ${required.has(name) ? 'required, ' : ''}${describe(property, depth + 1, shared)}</li>`,
  )
  return items.length ? `<ul class="schema">${items.join('')}</ul>` : ''
}

/** One schema: its type, its constraints and description, then what it holds, or a link to where a shared object is described. */
function describe(schema: JsonSchema, depth: number, shared: SharedObjects, self?: JsonSchema): string {
  const notes = constraints(schema)
  const description = schema.description ? ` — ${htmlEscape(schema.description)}` : ''
  // Plain text rather than a styled element per word: the page stays small (a few thousand elements) for readers and for axe.
  const head = `${htmlEscape(typeLabel(schema))}${notes.length ? `, ${notes.join(', ')}` : ''}${description}`
  const inner = schema.items ?? schema
  const anchor = inner === self ? undefined : shared.anchorOf(inner)
  if (anchor) return `${head}: <a href="#${anchor}">${htmlEscape(shared.titleOf(anchor))}</a>`
  return head + children(schema, depth, shared)
}

/** A schema as readable HTML: its type on one line and, for an object, a nested list of its properties (shared objects linked). */
export function schemaHtml(schema: JsonSchema | undefined, shared: SharedObjects = NONE_SHARED): string {
  if (!schema) return '<p>No schema.</p>'
  return `<div class="schema-root">${describe(schema, 0, shared)}</div>`
}

/** A shared object's own description, in full. */
export function sharedObjectHtml(schema: JsonSchema, shared: SharedObjects): string {
  return `<div class="schema-root">${describe(schema, 0, shared, schema)}</div>`
}
