/** One JSON log line on stdout (info) or stderr (warn, error), as pino writes the API's: for code outside a Fastify app. */
export const jsonLine =
  (level: 'info' | 'warn' | 'error') =>
  (obj: object, msg?: string): void => {
    const text = `${JSON.stringify({ level, time: Date.now(), msg, ...obj })}\n`
    if (level === 'info') process.stdout.write(text)
    else process.stderr.write(text)
  }
