import type { Page } from '@playwright/test'

/**
 * Visible elements whose text is wider than their box, or reaches past the window's right edge: the
 * one measure every language check (languages*.spec.ts) uses (issue 23). `ignore` names elements
 * that overlap their neighbours by design (S-head's fanned hand), where wider content is no fault.
 */
export function overflowing(page: Page, options: { ignore?: string } = {}): Promise<string[]> {
  return page.evaluate((ignore) => {
    const out: string[] = []
    const selector = 'button, label, legend, summary, h1, h2, h3, th, td, nav a, a.btn, a.button, .tag, p'
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect()
      // Inline text wraps with its line; screen-reader-only text is clipped on purpose.
      if (box.width === 0 || getComputedStyle(el).display === 'inline' || el.closest('.sr-only')) continue
      if (ignore && el.matches(ignore)) continue
      const text = (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 60)
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(`${el.tagName} "${text}" ${el.scrollWidth}>${el.clientWidth}`)
      else if (box.right > innerWidth + 1)
        out.push(`${el.tagName} "${text}" ends at ${Math.round(box.right)}`)
    }
    if ((document.scrollingElement?.scrollWidth ?? 0) > innerWidth) out.push('the page scrolls sideways')
    return out
  }, options.ignore ?? '')
}
