/** What this game needs above its table: its views are the same for every seat (see its view.ts). */
import type { TableHooks } from '../index'

const hooks: TableHooks = {
  // No private hands: a seat's view shows nothing the others may not see, so no pass screen is needed
  // on start, Resume or reload (a turn passing between two people still gets one).
  isSecret: () => false,
}
export default hooks
