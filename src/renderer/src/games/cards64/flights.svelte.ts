import { animMs } from '../../lib/app-state.svelte'

/** A card flying across the table: a match to its winner's pile, a returned card back to the table. */
export interface Flight {
  id: number
  card: number | null
  from: DOMRect
  to: DOMRect
  /** Fade out at the end (cards removed from play). */
  vanish: boolean
}

let nextId = 1

/** Finds a place on the page by CSS selector, e.g. [data-slot="3"] or [data-pile="1"]. */
export function rectOf(selector: string, root: ParentNode = document): DOMRect | null {
  const el = root.querySelector(selector)
  return el ? el.getBoundingClientRect() : null
}

export class FlightDeck {
  list = $state<Flight[]>([])

  launch(card: number | null, from: DOMRect | null, to: DOMRect | null, vanish = false): void {
    if (!from || !to || animMs(600) === 0) return // 0: speed off or the system's reduced motion
    this.list.push({ id: nextId++, card, from, to, vanish })
  }

  land(id: number): void {
    this.list = this.list.filter((f) => f.id !== id)
  }
}

/** Attachment: flies the element from f.from to f.to with the Web Animations API, then lands it. */
export function flyer(f: Flight, deck: FlightDeck) {
  return (el: HTMLElement): void => {
    const dx = f.to.left + f.to.width / 2 - (f.from.left + f.from.width / 2)
    const dy = f.to.top + f.to.height / 2 - (f.from.top + f.from.height / 2)
    const scale = f.vanish ? 1.4 : Math.max(0.3, Math.min(1.5, f.to.height / f.from.height))
    const anim = el.animate(
      [
        { transform: 'translate(0, 0) scale(1) rotate(0deg)', opacity: 1 },
        { transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 30}px) scale(1.15) rotate(-8deg)`, opacity: 1 },
        {
          transform: `translate(${dx}px, ${dy}px) scale(${scale}) rotate(0deg)`,
          opacity: f.vanish ? 0 : 0.9,
        },
      ],
      { duration: animMs(650), easing: 'ease-in-out', fill: 'forwards' },
    )
    anim.onfinish = () => deck.land(f.id)
    anim.oncancel = () => deck.land(f.id)
  }
}
