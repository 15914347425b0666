import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportClientError } from '@/lib/error-reporting'

interface ErrorBoundaryProps {
  /** What to show instead of the crashed subtree. */
  fallback: ReactNode
  children: ReactNode
}

interface ErrorBoundaryState {
  error: Error | null
}

/** Catches a crash below it, shows the fallback and reports the crash (POST /client_errors). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error)
    reportClientError(error, info.componentStack)
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children
  }
}
