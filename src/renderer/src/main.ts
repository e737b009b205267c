import { mount } from 'svelte'
import './styles.css'

const target = document.getElementById('app')
if (!target) throw new Error('missing #app')
const app: HTMLElement = target
// A phone's link (#/seat/<token>) gets the phone page only: it never loads the owner's app, whose
// API a phone could not reach anyway (docs/architecture.md, Phones at the table).
const seat = /^#\/seat\/([A-Za-z0-9_-]{43})$/.exec(location.hash)
if (location.pathname === '/j') {
  // The short join page: a phone types its seat's code, then opens the seat's link above.
  void import('./phone/JoinApp.svelte').then(({ default: JoinApp }) => mount(JoinApp, { target: app }))
} else if (seat) {
  void import('./phone/PhoneApp.svelte').then(({ default: PhoneApp }) =>
    mount(PhoneApp, { target: app, props: { token: seat[1] as string } }),
  )
} else {
  void import('./App.svelte').then(({ default: App }) => mount(App, { target: app }))
}
