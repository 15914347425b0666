import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import type { AccessContext } from './guards'

/** The guards' input, read from the tenant and session stores. */
export function useAccessContext(): AccessContext {
  const status = useSessionStore((s) => s.status)
  const serverStep = useSessionStore((s) => s.user?.serverStep ?? null)
  const platform = useTenantStore((s) => s.tenant?.platform_type ?? 'private')
  const registration = useTenantStore((s) => s.flags?.useRegistration ?? false)
  const autoRegister = useTenantStore((s) => s.flags?.autoRegister ?? false)
  return {
    session: status === 'member' ? 'member' : status === 'anonymous' ? 'anonymous' : 'pending',
    serverStep: status === 'member' ? serverStep : null,
    platform,
    registration,
    selfSignup: registration && autoRegister,
  }
}
