/** A member of a tenant: every account query is scoped by both. */
export interface MemberScope {
  tenantId: number
  userId: number
}
