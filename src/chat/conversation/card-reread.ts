import type { CardHost } from '@cards/index'
import { loadSentenceReader } from './engine'

/**
 * The chat's reading of a modify sentence against its booking, offered to the modify card through its host.
 * The reader comes with the handlers' chunk, loaded on demand: the chat panel's first load stays without it.
 */
export const rereadWithTheEngine: CardHost['rereadModifyTimes'] = async (sentence, target, booking) => {
  const [engine, { rereadModifyTimes }] = await Promise.all([loadSentenceReader(), import('../handlers/account/reread-modify')])
  return engine ? rereadModifyTimes(engine, sentence, target, booking) : null
}
