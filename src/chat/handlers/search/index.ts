export { registerSearchChat } from './register'
export { slotsToSearch, type UnderstoodSearch } from './slots-to-criteria'
