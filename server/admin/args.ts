import { CliError } from './output'

export interface ParsedArgs {
  positional: string[]
  flags: Record<string, string>
}

/** `a b --tenant demo --state=x` -> positional [a, b], flags {tenant: demo, state: x}. */
export function parseArgs(argv: string[], known: readonly string[]): ParsedArgs {
  const positional: string[] = []
  const flags: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2)
    if (!known.includes(name)) throw new CliError(`Unknown option --${name} (known: ${known.map((k) => `--${k}`).join(', ') || 'none'})`)
    const value = inline ?? argv[++i]
    if (value === undefined) throw new CliError(`Option --${name} needs a value`)
    flags[name] = value
  }
  return { positional, flags }
}
