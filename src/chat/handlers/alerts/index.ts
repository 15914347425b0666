export { registerAlertsChat } from './register'
export { ALERT_HANDLERS } from './alert-handlers'
