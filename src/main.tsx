// The entry is only this: the browser paints index.html's first screen (#boot) before the app's code
// is evaluated. With the code already at hand (a visit through the service worker) its evaluation
// otherwise ran before the first paint and held it back (a warm first paint ≤ 0.5 s).
// index.html preloads the app's files with this one (scripts/vite-first-screen-preload.ts), so nothing waits
// on a network round trip for them. The stylesheet stays the entry's: index.html links it.
import './styles/app.css'

let started = false
function run(): void {
  if (started) return
  started = true
  void import('./run-app')
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing yet: no frame to wait for.
  run()
} else {
  requestAnimationFrame(() => setTimeout(run, 0))
  // A page hidden before its first frame gets none until shown again: it starts then.
  document.addEventListener('visibilitychange', run, { once: true })
}
