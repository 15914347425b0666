/** The cards' tests take the tenant and the member every client test uses. */
export { tenantFixture, userFixture } from '@/test-support/fixtures'
