export { registerAfterSearchChat } from './register'
export { noteAfterSearch, readAfterSearch } from './reader'
