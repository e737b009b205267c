/**
 * A phone page's colours follow the phone's own light or dark mode: a guest cannot read the owner's
 * theme setting, and a phone held at an evening table is often dark. The page's palette is the app's
 * (styles.css, `data-theme`); this only says which half. Returns the function that stops following.
 */
export function followPhoneTheme(): () => void {
  const query = matchMedia('(prefers-color-scheme: dark)')
  const apply = (): void => {
    document.documentElement.dataset['theme'] = query.matches ? 'dark' : 'light'
  }
  apply()
  query.addEventListener('change', apply)
  return () => query.removeEventListener('change', apply)
}
