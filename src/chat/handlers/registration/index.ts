export { registerRegistrationChat } from './register'
export { signupHandler, continueRegistrationHandler, stepToShow, stepCard } from './registration-handlers'
