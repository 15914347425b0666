// The registration workflow rules live in server/domain/registration; this module keeps
// the foundation's import path working for POST /user, PUT /user and single sign-on.
export { firstWorkflowStep, isRegistering, isStepEnabled, nextWorkflowStep } from '../domain/registration/workflow'
