/** Where a command writes; tests pass collectors, the command line passes stdout and stderr. */
export interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

export function formatTable(header: string[], rows: (string | number | null)[][]): string {
  const cells = [header, ...rows.map((r) => r.map((c) => (c === null ? '' : String(c))))]
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)))
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

/** A failure with its exit code: 2 for usage errors, 3 when something named does not exist. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 | 3 = 2,
  ) {
    super(message)
  }
}
