import type { SceneElement, SceneSharing } from '@portal/contracts/whiteboard'
import type { Database } from '../../core/db.ts'
import { ELEMENTS_PER_INSERT, elementRow, whiteboardElements, whiteboardScenes } from './whiteboard.tables.ts'

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/**
 * The i-th fractional index in order ('a0', 'a1', …, 'b10', …): the key format Excalidraw's
 * fractional-indexing uses, whose integer part's head letter says how many digits follow.
 */
export function fractionalIndex(i: number): string {
  for (let digits = 1, head = 0, first = 0; digits <= 4; digits++, head++) {
    const span = DIGITS.length ** digits
    if (i < first + span) {
      let n = i - first
      let key = ''
      for (let d = 0; d < digits; d++) {
        key = DIGITS[n % DIGITS.length] + key
        n = Math.floor(n / DIGITS.length)
      }
      return String.fromCharCode('a'.charCodeAt(0) + head) + key
    }
    first += span
  }
  throw new Error(`no fractional index for ${i}`)
}

/** An element before the builder gives it its place, version and nonce. */
type ElementDraft = Pick<SceneElement, 'id' | 'type' | 'x' | 'y' | 'width' | 'height'> &
  Record<string, unknown>

/** Builds the elements of one scene in stacking order, with stable ids, seeds and nonces. */
export class SceneBuilder {
  readonly elements: SceneElement[] = []
  constructor(private readonly prefix: string) {}

  private add(element: ElementDraft) {
    const n = this.elements.length
    const full = {
      angle: 0,
      strokeColor: '#1e1e1e',
      backgroundColor: 'transparent',
      fillStyle: 'solid',
      strokeWidth: 2,
      strokeStyle: 'solid',
      roughness: 1,
      opacity: 100,
      groupIds: [],
      frameId: null,
      roundness: null,
      seed: 1000 + n * 7919,
      boundElements: null,
      updated: 1_767_225_600_000,
      link: null,
      locked: false,
      ...element,
      index: fractionalIndex(n),
      version: 1,
      versionNonce: 100_000 + n * 104_729,
      isDeleted: false,
    } as SceneElement
    this.elements.push(full)
    return full
  }

  private id(kind: string) {
    return `${this.prefix}-${kind}-${this.elements.length}`
  }

  text(
    x: number,
    y: number,
    text: string,
    options: {
      size?: number
      containerId?: string
      width?: number
      id?: string
      frameId?: string | null
    } = {},
  ) {
    const size = options.size ?? 20
    const lines = text.split('\n')
    return this.add({
      id: options.id ?? this.id('text'),
      frameId: options.frameId ?? null,
      type: 'text',
      x,
      y,
      width: options.width ?? Math.max(...lines.map((l) => l.length)) * size * 0.55,
      height: lines.length * size * 1.25,
      text,
      originalText: text,
      fontSize: size,
      fontFamily: 5,
      textAlign: options.containerId ? 'center' : 'left',
      verticalAlign: options.containerId ? 'middle' : 'top',
      containerId: options.containerId ?? null,
      autoResize: true,
      lineHeight: 1.25,
    })
  }

  /** A sticky note: a filled, rounded rectangle with its text bound inside. */
  note(x: number, y: number, text: string, colour: string, frameId: string | null = null) {
    const boxId = this.id('note')
    const textId = `${boxId}-text`
    this.add({
      id: boxId,
      type: 'rectangle',
      x,
      y,
      width: 200,
      height: 110,
      backgroundColor: colour,
      strokeColor: '#846358',
      strokeWidth: 1,
      roundness: { type: 3 },
      frameId,
      boundElements: [{ type: 'text', id: textId }],
    })
    const lines = wrap(text, 20)
    const top = y + 55 - lines.split('\n').length * 10
    this.text(x + 10, top, lines, { size: 16, containerId: boxId, width: 180, id: textId, frameId })
    return boxId
  }

  box(
    x: number,
    y: number,
    width: number,
    height: number,
    label: string,
    shape: 'rectangle' | 'diamond' | 'ellipse' = 'rectangle',
  ) {
    const boxId = this.id(shape)
    const textId = `${boxId}-text`
    this.add({
      id: boxId,
      type: shape,
      x,
      y,
      width,
      height,
      backgroundColor: shape === 'diamond' ? '#ffec99' : '#a5d8ff',
      roundness: shape === 'rectangle' ? { type: 3 } : { type: 2 },
      boundElements: [{ type: 'text', id: textId }],
    })
    const lines = wrap(label, 18)
    const top = y + height / 2 - 12.5 * lines.split('\n').length
    this.text(x + 10, top, lines, { size: 20, containerId: boxId, width: width - 20, id: textId })
    return boxId
  }

  frame(x: number, y: number, width: number, height: number, name: string) {
    return this.add({
      id: this.id('frame'),
      type: 'frame',
      x,
      y,
      width,
      height,
      name,
      strokeWidth: 2,
      roughness: 0,
    }).id
  }

  arrow(from: { x: number; y: number; id?: string }, to: { x: number; y: number; id?: string }) {
    const dx = to.x - from.x
    const dy = to.y - from.y
    const arrow = this.add({
      id: this.id('arrow'),
      type: 'arrow',
      x: from.x,
      y: from.y,
      width: Math.abs(dx),
      height: Math.abs(dy),
      points: [
        [0, 0],
        [dx, dy],
      ],
      roundness: { type: 2 },
      startBinding: from.id ? { elementId: from.id, focus: 0, gap: 4 } : null,
      endBinding: to.id ? { elementId: to.id, focus: 0, gap: 4 } : null,
      startArrowhead: null,
      endArrowhead: 'arrow',
      elbowed: false,
      lastCommittedPoint: null,
    })
    for (const end of [from.id, to.id]) {
      const target = this.elements.find((e) => e.id === end)
      if (target)
        target.boundElements = [
          ...((target.boundElements as object[]) ?? []),
          { type: 'arrow', id: arrow.id },
        ]
    }
    return arrow.id
  }
}

function wrap(text: string, width: number) {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return [...lines, line].join('\n')
}

/** Stores a scene with its elements (the demo's and the tests' fixtures). */
export async function insertScene(
  db: Database,
  scene: {
    companyId: string
    ownerId: string
    title: string
    sharing: SceneSharing
    elements?: SceneElement[]
    updatedAt?: Date
  },
) {
  const elements = scene.elements ?? []
  const [row] = await db
    .insert(whiteboardScenes)
    .values({
      companyId: scene.companyId,
      ownerId: scene.ownerId,
      title: scene.title,
      sharing: scene.sharing,
      version: elements.length > 0 ? 1 : 0,
      elementCount: elements.filter((e) => !e.isDeleted).length,
      appState: { viewBackgroundColor: '#ffffff' },
      ...(scene.updatedAt && { updatedAt: scene.updatedAt, createdAt: scene.updatedAt }),
    })
    .returning()
  for (let i = 0; i < elements.length; i += ELEMENTS_PER_INSERT) {
    await db
      .insert(whiteboardElements)
      .values(elements.slice(i, i + ELEMENTS_PER_INSERT).map((element) => elementRow(row!.id, element, 1)))
  }
  return row!
}

/** The retrospective board of a team workshop: three columns of notes, and actions traced to problems. */
function workshopBoard() {
  const b = new SceneBuilder('retro')
  b.text(0, -90, 'Q4 retrospective — client portal team', { size: 36 })
  b.text(0, -40, 'Workshop, 45 minutes · add your notes, then vote with a dot', { size: 16 })
  const columns = [
    {
      name: 'What went well',
      colour: '#b2f2bb',
      notes: [
        'Release every two weeks, no rollback',
        'Support answers within a day',
        'OKR check-ins kept up by every team',
      ],
    },
    {
      name: 'What to improve',
      colour: '#ffc9c9',
      notes: [
        'Onboarding takes new clients too long',
        'Too many status meetings',
        'Test data differs from production',
      ],
    },
    {
      name: 'Actions',
      colour: '#ffec99',
      notes: [
        'Guided first week for new clients (Lena)',
        'Replace two meetings by the dashboard',
        'Seed staging from anonymised data',
      ],
    },
  ]
  const noteIds: string[][] = []
  columns.forEach((column, c) => {
    const x = c * 300
    const frameId = b.frame(x, 0, 260, 460, column.name)
    noteIds.push(column.notes.map((note, n) => b.note(x + 30, 40 + n * 135, note, column.colour, frameId)))
  })
  for (let n = 0; n < 3; n++) {
    b.arrow({ x: 530, y: 95 + n * 135, id: noteIds[1]![n] }, { x: 630, y: 95 + n * 135, id: noteIds[2]![n] })
  }
  return b.elements
}

function onboardingFlow() {
  const b = new SceneBuilder('flow')
  b.text(0, -70, 'Client onboarding — first sketch', { size: 28 })
  const signed = b.box(0, 0, 180, 80, 'Contract signed')
  const kickoff = b.box(260, 0, 180, 80, 'Kick-off call')
  const ready = b.box(520, -10, 160, 100, 'Data ready?', 'diamond')
  const live = b.box(760, 0, 180, 80, 'Portal live', 'ellipse')
  b.arrow({ x: 184, y: 40, id: signed }, { x: 256, y: 40, id: kickoff })
  b.arrow({ x: 444, y: 40, id: kickoff }, { x: 516, y: 40, id: ready })
  b.arrow({ x: 684, y: 40, id: ready }, { x: 756, y: 40, id: live })
  return b.elements
}

function launchPlan() {
  const b = new SceneBuilder('launch')
  b.text(0, -60, 'Store launch plan', { size: 28 })
  const steps = ['Pick the pilot stores', 'Train the staff', 'Open the doors', 'Review after 30 days']
  let previous: string | undefined
  steps.forEach((step, i) => {
    const id = b.box(i * 240, 0, 190, 80, step)
    if (previous) b.arrow({ x: i * 240 - 46, y: 40, id: previous }, { x: i * 240 - 4, y: 40, id })
    previous = id
  })
  return b.elements
}

function notes(prefix: string, lines: string[]) {
  const b = new SceneBuilder(prefix)
  for (const [i, line] of lines.entries()) b.note((i % 3) * 230, Math.floor(i / 3) * 140, line, '#d0bfff')
  return b.elements
}

interface WhiteboardWorld {
  users: Record<string, { id: string }>
  acme: { id: string }
  globex: { id: string }
  initech: { id: string }
}

/** A shared and a personal scene per demo company; ACME's shared one is a real workshop board. */
export async function seedWhiteboard(db: Database, world: WhiteboardWorld) {
  const user = (email: string) => world.users[email]!.id
  const day = (n: number) => new Date(Date.now() - n * 86_400_000)
  const retro = await insertScene(db, {
    companyId: world.acme.id,
    ownerId: user('lead@acme.example'),
    title: 'Q4 retrospective workshop',
    sharing: 'edit',
    elements: workshopBoard(),
    updatedAt: day(1),
  })
  const flow = await insertScene(db, {
    companyId: world.acme.id,
    ownerId: user('user@acme.example'),
    title: 'Onboarding flow sketch',
    sharing: 'private',
    elements: onboardingFlow(),
    updatedAt: day(3),
  })
  const launch = await insertScene(db, {
    companyId: world.globex.id,
    ownerId: user('user@globex.example'),
    title: 'Store launch plan',
    sharing: 'view',
    elements: launchPlan(),
    updatedAt: day(2),
  })
  await insertScene(db, {
    companyId: world.globex.id,
    ownerId: user('user@globex.example'),
    title: 'My notes',
    sharing: 'private',
    elements: notes('gnotes', ['Call the landlord', 'Ask IT about tills', 'Order signage']),
    updatedAt: day(5),
  })
  await insertScene(db, {
    companyId: world.initech.id,
    ownerId: user('user@initech.example'),
    title: 'TPS report ideas',
    sharing: 'private',
    elements: notes('tps', ['New cover sheet', 'One form instead of three', 'Ask Bill']),
    updatedAt: day(4),
  })
  return { retro, flow, launch }
}
