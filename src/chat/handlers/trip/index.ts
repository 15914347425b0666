export { registerTripChat } from './register'
export { readTripTurn } from './trip-reader'
