/**
 * Search answers are carved out of shared 256 KB buffers instead of a buffer each. A 15-45 KB
 * Buffer.allocUnsafe is a fresh ArrayBuffer (Node pools only those under 4 KB), and allocating one
 * per answer, with the garbage collection it brings, was half the answer writer's cost (19 against
 * 10 µs a page in process over the benchmark's answers). A carved region is never handed out
 * twice: a slab is dropped when full and lives on only as long as an answer still points into it,
 * like Node's own small-buffer pool. An answer is usually copied into the kernel's socket buffer as
 * it is sent; one that a client stops reading keeps its whole slab alive until it is sent or the
 * connection closes, at most 256 KB for a 17 KB answer.
 */
export const SLAB_BYTES = 256 * 1024
// Bigger answers (a page of 200 results) get a buffer of their own rather than most of a slab.
const LARGEST_CARVED = SLAB_BYTES / 4

let slab = Buffer.allocUnsafeSlow(0)
let used = 0

/**
 * Room for at most `size` bytes; the caller writes into it, then gives it to `commit` with the
 * length it wrote, before reserving again (both happen within one synchronous writer).
 */
export function reserve(size: number): Buffer {
  if (size > LARGEST_CARVED) return Buffer.allocUnsafeSlow(size)
  if (used + size > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES)
    used = 0
  }
  return slab.subarray(used, used + size)
}

/** The written part of a reserved buffer; the slab's next answer starts after it (8-byte aligned). */
export function commit(reserved: Buffer, length: number): Buffer {
  if (reserved.buffer === slab.buffer) used = (reserved.byteOffset + length + 7) & ~7
  return reserved.subarray(0, length)
}
