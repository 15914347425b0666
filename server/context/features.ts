import type { FastifyRequest } from 'fastify'
import type { FeatureFlag } from '@contracts/tenant'
import { notFound } from '../errors'

/**
 * A tenant without a feature has none of its calls: they answer 404 not_found, as if absent
 * (spec section 7). Any one of `flags` turned on is enough. Settings are the request's tenant's.
 */
export function assertFeature(request: FastifyRequest, ...flags: readonly FeatureFlag[]): void {
  const features = request.tenant.settings.features
  if (!flags.some((flag) => features[flag])) throw notFound()
}
