/**
 * Hash routes: #/ , #/players, #/settings, #/about, #/play/<game>, #/game/<sessionId>, #/rules/<game>,
 * #/learn/<game> (a guided first game).
 */
export interface Route {
  name: string
  param: string | null
}

function parse(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean)
  return { name: parts[0] ?? 'home', param: parts[1] ? decodeURIComponent(parts[1]) : null }
}

export const router = $state<{ route: Route }>({ route: parse(location.hash) })

window.addEventListener('hashchange', () => {
  router.route = parse(location.hash)
})

export function go(path: string): void {
  location.hash = `#/${path}`
}
