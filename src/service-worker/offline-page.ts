/**
 * Before any page is cached (the very first visit was cut short), still no browser error page: a
 * short notice in both languages, as the product speaks them before it knows the visitor's.
 */
export function offlinePage(): Response {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hors ligne / Offline</title></head>
<body style="font-family:system-ui,sans-serif;margin:2rem;line-height:1.5"><main>
<h1>Vous êtes hors ligne</h1><p>Reconnectez-vous à Internet puis rechargez la page.</p>
<h2 lang="en">You are offline</h2><p lang="en">Connect to the Internet, then reload the page.</p>
</main></body></html>`
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
