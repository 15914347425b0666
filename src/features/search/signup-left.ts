import { signupStepsLeft, type SignupStep } from '@contracts/workflow'
import type { Booker } from './booking-actions'

export interface SignupLeft {
  count: number
  next: SignupStep
}

/**
 * What a driver who has not finished signing up has left, told when they press Book
 * instead of being sent away silently: how many steps, and the first. Null once they may book.
 */
export function signupLeftOf(booker: Pick<Booker, 'authenticated' | 'serverStep'>): SignupLeft | null {
  if (!booker.authenticated) return null
  const left = signupStepsLeft(booker.serverStep)
  return left.length > 0 ? { count: left.length, next: left[0] } : null
}
