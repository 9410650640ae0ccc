/** What identifies one state of an element: Excalidraw raises the version and draws a new nonce per change. */
export interface ElementState {
  readonly id: string
  readonly version: number
  readonly versionNonce: number
}

const stateOf = (element: ElementState) => `${element.version}:${element.versionNonce}`

/**
 * The state of each element as last agreed with the server: an element in any other state is a local
 * change, still to be saved.
 *
 * Note: Excalidraw changes an element in place while it is drawn (its `mutateElement` raises the version
 * of the same object at every pointer move). A save therefore sends copies taken when it starts, and the
 * server's answer confirms those copies: the element itself may be newer by then (drawn on while the
 * save was under way), and stays a change, saved next. Confirming the element itself would mark a state
 * the server never received as saved — a rectangle sent at the size it had at pointer-down (nothing,
 * which the other boards leave out) would stay that way in the scene.
 */
export class AgreedElements {
  private readonly states = new Map<string, string>()

  constructor(elements: readonly ElementState[]) {
    this.agree(elements)
  }

  differs(element: ElementState) {
    return this.states.get(element.id) !== stateOf(element)
  }

  /** Copies, as they are now, of the elements that differ from their agreed state: what a save sends. */
  changes<E extends ElementState>(elements: readonly E[]): E[] {
    return elements.filter((element) => this.differs(element)).map((element) => structuredClone(element))
  }

  /** The server holds these states now (a save of them was answered, or they came from the server). */
  agree(elements: readonly ElementState[]) {
    for (const element of elements) this.states.set(element.id, stateOf(element))
  }
}
