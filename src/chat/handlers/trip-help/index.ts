export { registerTripHelpChat } from './register'
export { TRIP_HELP_HANDLERS } from './trip-handlers'
