import { createBrowserRouter } from 'react-router'
import { APP_BASENAME } from '@/lib/config'
import { setNavigator } from '@/lib/navigation'
import { buildRoutes } from './routes'

export const router = createBrowserRouter(buildRoutes(), { basename: APP_BASENAME })

setNavigator((to, options) => void router.navigate(to, options))
