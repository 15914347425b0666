// The registration feature owns the rule (the card step also needs payments). Imported from its
// pure module, not the feature's index: the index brings the signup stepper into the chat's first load.
export { enabledSignupSteps } from '@/features/registration/signup-steps'
