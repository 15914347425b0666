import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { CrashMessage } from '@/components/crash-message'
import { reportClientError } from '@/lib/error-reporting'
import { NotFoundScreen } from './not-found-screen'

function useReportedRouteError(): { notFound: boolean } {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (notFound) return
    console.error(error)
    reportClientError(error)
  }, [error, notFound])
  return { notFound }
}

/** A screen's error boundary, inside the layout's <main>: the generic message, and the crash reported. */
export function RouteError() {
  const { notFound } = useReportedRouteError()
  return notFound ? <NotFoundScreen /> : <CrashMessage />
}

/** The outermost route's boundary, for a crash of the layout itself: it brings its own landmark. */
export function RootRouteError() {
  const { notFound } = useReportedRouteError()
  return <main className="flex flex-1 flex-col">{notFound ? <NotFoundScreen /> : <CrashMessage />}</main>
}
