export { registerAccountChat } from './register'
export { ACCOUNT_HANDLERS } from './account-handlers'
