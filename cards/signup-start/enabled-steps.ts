// The registration feature owns the rule (the card step also needs payments); kept here for the card's imports.
export { enabledSignupSteps } from '@/features/registration'
