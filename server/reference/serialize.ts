import type { Selectable } from 'kysely'
import type { AdditionalDocument, Station } from '@contracts/reference'
import type { Language } from '@contracts/common'
import type { AdditionalDocumentTable, StationRow } from '../db/schema'
import { jsonList } from '../db/json-list'

export function toStationWire(row: StationRow): Station {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    aliases: jsonList(row.aliases),
  }
}

/** Title and description in the request's language. */
export function toAdditionalDocumentWire(row: Selectable<AdditionalDocumentTable>, lang: Language): AdditionalDocument {
  return {
    id: row.id,
    name: row.name,
    title: lang === 'en' ? row.title_en : row.title_fr,
    description: lang === 'en' ? row.description_en : row.description_fr,
    required: row.required === 1,
  }
}
