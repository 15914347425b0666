import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadEnvFileIfPresent, ROOT_ENV_FILE } from './env-file'

describe('admin: .env', () => {
  it('is the repository root .env that npm start reads', () => {
    expect(ROOT_ENV_FILE).toBe(join(process.cwd(), '.env'))
  })

  it('fills variables the environment lacks, leaves set ones, and is optional', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fo-admin-env-')), '.env')
    writeFileSync(file, 'FO_ADMIN_ENV_A=from-file\nFO_ADMIN_ENV_B=from-file\n')
    process.env.FO_ADMIN_ENV_A = 'from-environment'
    try {
      expect(loadEnvFileIfPresent(file)).toBe(true)
      expect(process.env.FO_ADMIN_ENV_A).toBe('from-environment')
      expect(process.env.FO_ADMIN_ENV_B).toBe('from-file')
      expect(loadEnvFileIfPresent(`${file}.missing`)).toBe(false)
    } finally {
      delete process.env.FO_ADMIN_ENV_A
      delete process.env.FO_ADMIN_ENV_B
    }
  })
})
