// The session feature's screens are routed by src/app; its one shared piece is the locked-account
// notice that the login card shows too. The session itself (store, actions) is src/core/session.
export { LockedAccountNotice } from './components/locked-account-notice'
