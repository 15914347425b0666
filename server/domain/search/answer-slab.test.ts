import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commit, reserve, SLAB_BYTES } from './answer-slab'

describe('answer slab', () => {
  it('never hands out a region still held by an earlier answer, across slabs and for large answers', () => {
    // Each answer reserves more than it writes (as the writer does: an upper bound), fills what it
    // wrote with its own byte, and every answer must still read back whole after all the others.
    const answer = fc.record({ reserved: fc.integer({ min: 0, max: SLAB_BYTES / 2 }), slack: fc.nat({ max: 300 }) })
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 40 }), (answers) => {
        const written = answers.map(({ reserved, slack }, i) => {
          const out = reserve(reserved + slack)
          expect(out.length).toBe(reserved + slack)
          out.fill(i % 251, 0, reserved)
          return { bytes: commit(out, reserved), fill: i % 251 }
        })
        for (const { bytes, fill } of written) {
          expect(bytes.every((b) => b === fill)).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('gives the written length only, and a big answer a buffer of its own', () => {
    const small = reserve(1000)
    expect(commit(small, 10)).toHaveLength(10)
    const big = reserve(SLAB_BYTES)
    expect(big.byteOffset).toBe(0)
    expect(big.buffer.byteLength).toBe(SLAB_BYTES)
    expect(big.buffer).not.toBe(small.buffer)
    expect(commit(big, SLAB_BYTES - 1)).toHaveLength(SLAB_BYTES - 1)
  })
})
