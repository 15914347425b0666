import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportClientError } from '@/lib/error-reporting'

interface Props {
  fallback: ReactNode
  children: ReactNode
}

/** One card's crash stays in that card: the conversation and the other cards go on. */
export class CardErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
