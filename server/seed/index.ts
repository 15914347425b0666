import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { hashPassword } from '../auth/passwords'
import { demoTenant } from './demo-tenant'
import { entrepriseTenant } from './entreprise-tenant'
import { simpleTenant } from './simple-tenant'
import { insertTenant } from './insert-tenant'
import { seedRentalsDemo } from './rentals-demo'
import type { TenantSeed } from './types'

/** The password of every seeded account. */
export const DEMO_PASSWORD = 'Demo-2026!'

export const SEED_TENANTS: readonly TenantSeed[] = [demoTenant, entrepriseTenant, simpleTenant]

export interface DemoAccount {
  tenant: string
  host: string
  email: string
  password: string
  state: string
}

/** Every seeded account, for the start-up banner and for tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = SEED_TENANTS.flatMap((t) =>
  t.users.map((u) => ({ tenant: t.slug, host: t.hosts[0], email: u.email, password: DEMO_PASSWORD, state: u.state })),
)

/** Writes the three demo tenants in one transaction. Deterministic apart from times, which follow `now`. */
export async function seedDatabase(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction().execute(async (trx) => {
    for (const tenant of SEED_TENANTS) await insertTenant(trx, tenant, now, passwordHash)
    await seedRentalsDemo(trx, now, passwordHash)
  })
}

/** Seeds only a database without any tenant; true when it did. */
export async function seedIfEmpty(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  const any = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst()
  if (any) return false
  await seedDatabase(db, now)
  return true
}
