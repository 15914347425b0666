import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignupStep } from '@contracts/workflow'
import { SignupStepBody, useSignupFlow } from '@/features/registration'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { pushSignupNext } from './next-card'
import './i18n'
import { paths } from '@/core/paths'

/**
 * One signup step inside the conversation: the same form, rules and messages as the classic
 * screen (the registration feature's components). When the server moves past the step, the card
 * records it and the next step's card follows.
 */
export function SignupStepCard({ props, stale }: CardViewProps<{ step: SignupStep }>) {
  const { t } = useTranslation('registration')
  const host = useCardHost()
  const flow = useSignupFlow()
  const stepName = t(`steps.${props.step}`)
  const title = t('chat.card-title', { step: stepName })
  const moved = flow.position !== props.step
  const done = host.state.done === true

  useEffect(() => {
    if (stale || done || !moved) return
    host.setState({ done: true })
    if (flow.position === 'pendingValidation' || flow.position === 'completed') pushSignupNext({ kind: 'pending' })
    else if (flow.steps.includes(flow.position as SignupStep)) pushSignupNext({ kind: 'step', step: flow.position as SignupStep })
  }, [stale, done, moved, flow.position, flow.steps, host])

  if (stale || done) {
    return (
      <CardFrame stale title={title} classicPath={paths.signup} classicLabel={t('chat.open-classic')}>
        <p>{done || moved ? t('chat.done', { step: stepName }) : t('chat.resume', { step: stepName })}</p>
      </CardFrame>
    )
  }

  const index = flow.steps.indexOf(props.step)
  return (
    <CardFrame title={title} classicPath={paths.signup} classicLabel={t('chat.open-classic')}>
      {index >= 0 ? <p className="text-muted-foreground">{t('step-of', { current: index + 1, total: flow.steps.length })}</p> : null}
      <div>{moved ? null : <SignupStepBody step={props.step} compact />}</div>
    </CardFrame>
  )
}
