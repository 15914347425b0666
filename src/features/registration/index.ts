/** The registration capability's public API, for the chat, the cards and the app (spec sections 2, 4, 5). */
export {
  enabledSignupSteps,
  signupPositionOf,
  stepperItems,
  isDocumentStep,
  isDetailsStep,
  type SignupPosition,
  type StepperItem,
  type DocumentStep,
  type DetailsStep,
} from './signup-steps'
export { useSignupFlow, type SignupFlow } from './use-signup-flow'
export { SignupStepBody } from './components/signup-step-body'
export { SignupStepper } from './components/signup-stepper'
export { PendingValidation } from './components/pending-validation'
export { useRegistrationStore, resetRegistration } from './store'
export { DocumentSlotView } from './components/document-slot-view'
export { slotsOf, IDLE_SLOT, type DocumentSlot, type SlotState } from './document-slots'
export { uploadToSlot } from './actions'
