import type { CardHost } from '@cards/index'
import { rereadModifyTimes } from '../handlers/account/reread-modify'
import { loadSentenceReader } from './engine'

/** The chat's reading of a modify sentence against its booking, offered to the modify card through its host. */
export const rereadWithTheEngine: CardHost['rereadModifyTimes'] = async (sentence, target, booking) => {
  const engine = await loadSentenceReader()
  return engine ? rereadModifyTimes(engine, sentence, target, booking) : null
}
