import type { IntentResult } from '../types'
import type { Entity, Sentence } from '../matchers/types'
import type { Features } from './classify-intent'
import { isQuestion, questionTopic, readChoice, readConfirm, type ChoiceReading } from './after-search'

export interface AfterSearch {
  features: Pick<Features, 'choice' | 'question' | 'confirm'>
  choice: ChoiceReading | null
  confirm: boolean | null
  topic: string | null
}

/** What a sentence may be after a search, read once for the classifier and the result's readings. */
export function readAfterSearch(s: Sentence, entities: readonly Entity[]): AfterSearch {
  const cues = new Set(entities.flatMap((e) => (e.type === 'cue' ? [e.cue] : [])))
  const choice = readChoice(s, entities, cues)
  const confirm = readConfirm(s)
  const topic = isQuestion(s) ? questionTopic(s, entities) : null
  return { features: { choice: choice?.strength ?? null, question: topic !== null, confirm: confirm !== null }, choice, confirm, topic }
}

/** The result with its own intent's Part 2 slots filled and the other readings the dialog may prefer. */
export function withReadings(result: IntentResult, after: AfterSearch, entities: readonly Entity[]): IntentResult {
  const readings: NonNullable<IntentResult['readings']> = {}
  if (after.choice) readings.choose_result = after.choice.slots
  if (after.confirm !== null) readings.confirm = { answer: after.confirm }
  if (result.intent === 'choose_result' && after.choice) result.slots = { ...after.choice.slots }
  if (result.intent === 'confirm') result.slots = { answer: after.confirm }
  if (result.intent === 'question') {
    result.slots = { topic: after.topic }
    const station = entities.find((e) => e.type === 'station')
    result.questionAbout = { station: station && station.type === 'station' ? station.id : null }
  }
  if (readings.choose_result || readings.confirm) result.readings = readings
  return result
}
