export { registerDriverHelpChat } from './register'
export { DRIVER_HELP_HANDLERS } from './driver-help-handlers'
