/** Where a command writes; tests pass collectors, the command line passes stdout and stderr. */
export interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

export function formatTable(header: string[], rows: (string | number | null)[][]): string {
  const cells = [header, ...rows.map((r) => r.map((c) => (c === null ? '' : String(c))))]
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)))
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

/** Validation problems as the command line prints them: `vehicles.3.fuel_type: message` (`whole` for one without a path). */
export function issueLines(issues: readonly { path: readonly PropertyKey[]; message: string }[], whole = ''): string[] {
  return issues.map((i) => `${i.path.map(String).join('.') || whole}: ${i.message}`)
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
