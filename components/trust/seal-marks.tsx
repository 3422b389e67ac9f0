import { useId, type ReactNode } from 'react'
import type { Seal } from '../../engine/site/trust-schema.ts'

// Drawn certificate and membership marks on a 72 × 72 grid, in the style of real ones but no body's logo:
// a guild shield, an insurance shield with the sum insured, a scalloped quality rosette and a certificate ring with its
// text running round. Every word on them comes from the seal's entry in content/vertrauen.yaml; the
// drawing is decorative (aria-hidden), the same words stand beside it as text.

const C = 36

/** Rough advance widths of the brand font's bold capitals and figures, in em: enough to size a label. */
function emWidth(text: string): number {
  let width = 0
  for (const char of text) {
    if (/[MWÆŒ]/.test(char)) width += 0.92
    else if (/[IJ1]/.test(char)) width += 0.38
    else if (/[ .,:;·'’!|-]/.test(char)) width += 0.3
    else if (/\p{Lu}|€|&|[02-9]/u.test(char)) width += 0.72
    else if (/[mw]/.test(char)) width += 0.9
    else if (/[il]/.test(char)) width += 0.3
    else width += 0.62
  }
  return width
}

/** Font size at which `text` fills `width`, at most `max`. */
const fit = (text: string, width: number, max: number) => Math.min(max, width / emWidth(text))

/** A five-pointed star centred at (x, y), in relative steps (the same text for every star of a size). */
function star(x: number, y: number, r: number): string {
  const points = Array.from({ length: 11 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    const radius = i % 2 === 0 ? r : r * 0.45
    return [radius * Math.cos(angle), radius * Math.sin(angle)] as const
  })
  const steps = points.slice(1, 10).map(([px, py], i) => {
    const [qx, qy] = points[i]!
    return `${(px - qx).toFixed(1)} ${(py - qy).toFixed(1)}`
  })
  return `M${x} ${(y - r).toFixed(1)}l${steps.join(' ')}z`
}

interface LabelProps {
  text: string
  /** room for the longest line */
  width: number
  /** middle of the label */
  y?: number
  /** split at the last space into a larger first and a smaller second line */
  twoLines?: boolean
  /** largest font size */
  max?: number
  /** white letters on the mark's dark band */
  onInk?: boolean
}

/** The short label in a mark's centre, sized to fit its room. */
function Label({ text, width, y = C, twoLines = false, max = 15, onInk = false }: LabelProps) {
  const className = onInk ? 'seal-label seal-on-ink' : 'seal-label'
  const split = text.lastIndexOf(' ')
  if (!twoLines || split < 1) {
    const size = fit(text, width, max)
    return (
      <text className={className} x={C} y={(y + size * 0.36).toFixed(1)} fontSize={size.toFixed(1)}>
        {text}
      </text>
    )
  }
  const [first, second] = [text.slice(0, split), text.slice(split + 1)]
  const big = fit(first, width * 0.86, 14)
  const small = fit(second, width, 10)
  const gap = 2.6
  const top = y - (big * 0.72 + gap + small * 0.72) / 2
  return (
    <text className={className} x={C}>
      <tspan x={C} y={(top + big * 0.72).toFixed(1)} fontSize={big.toFixed(1)}>
        {first}
      </tspan>
      <tspan x={C} y={(top + big * 0.72 + gap + small * 0.72).toFixed(1)} fontSize={small.toFixed(1)}>
        {second}
      </tspan>
    </text>
  )
}

/**
 * `text` in capitals round a circle of radius `r` (the letters stand on it), centred at the top; the gap
 * at the bottom holds a small star.
 */
function RingText({ text, r, max }: { text: string; r: number; max: number }) {
  const id = useId()
  const ring = text.toUpperCase()
  const length = 2 * Math.PI * r - 15
  const size = Math.min(max, length / (emWidth(ring) * 1.12))
  return (
    <>
      <path id={id} d={`M${C} ${C + r}a${r} ${r} 0 1 1 0-${2 * r}a${r} ${r} 0 1 1 0 ${2 * r}`} fill="none" />
      <text className="seal-ring" fontSize={size.toFixed(1)}>
        <textPath
          href={`#${id}`}
          startOffset="50%"
          textAnchor="middle"
          textLength={length.toFixed(1)}
          lengthAdjust="spacing"
        >
          {ring}
        </textPath>
      </text>
      <path className="seal-fill" d={star(C, C + r + size * 0.36, size * 0.62)} />
    </>
  )
}

/** A disc with a scalloped edge: round dots of stroke along its rim, `count` of them. */
function Scallops({ r, count }: { r: number; count: number }) {
  const period = ((2 * Math.PI * r) / count).toFixed(3)
  return (
    <circle
      className="seal-badge seal-scallops"
      cx={C}
      cy={C}
      r={r}
      strokeWidth="6"
      strokeDasharray={`0 ${period}`}
      strokeLinecap="round"
    />
  )
}

const SHIELD = 'M36 2.5 65 11v22c0 19-12.5 30.5-29 37C19.5 63.5 7 52 7 33V11Z'
const INNER = 'translate(36 36) scale(0.84) translate(-36 -36)'

function GuildShield({ seal }: { seal: Seal }) {
  const clip = useId()
  return (
    <>
      <clipPath id={clip}>
        <path d={SHIELD} transform={INNER} />
      </clipPath>
      <path className="seal-paper seal-line" d={SHIELD} strokeWidth="1.6" />
      <path className="seal-tint seal-line" d={SHIELD} transform={INNER} strokeWidth="0.7" />
      {/* a gable with the brand's four-pointed sparkle: the building trade */}
      <path className="seal-line" d="M26 24.5 36 15l10 9.5M29 22v4.5h14V22" strokeWidth="1.5" strokeLinejoin="round" />
      <path className="seal-fill" d="M36 17.8q.5 2.6 2.4 3.1-1.9.5-2.4 3.1-.5-2.6-2.4-3.1 1.9-.5 2.4-3.1Z" />
      <rect className="seal-fill" x="0" y="29.5" width="72" height="14" clipPath={`url(#${clip})`} />
      <Label text={seal.aufschrift.toUpperCase()} width={44} y={36.5} max={9} onInk />
      <path className="seal-line" d="m28.5 49.5 7.5 6 7.5-6M31 54.5l5 4 5-4" strokeWidth="1.3" strokeLinejoin="round" />
    </>
  )
}

/**
 * Insurance is a policy, not a certificate: a plain shield with a tick and the sum insured, without the
 * ribbon and stars of an awarded seal, so it does not pretend to be one.
 */
function InsuranceShield({ seal }: { seal: Seal }) {
  return (
    <>
      <path
        className="seal-tint seal-line"
        d="M36 5 62 14v19c0 17.5-11 28.5-26 34C21 61.5 10 50.5 10 33V14Z"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        className="seal-line"
        d="m28 24 5.5 5.5L45 18"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Label text={seal.aufschrift} width={36} y={43} max={10.5} />
    </>
  )
}

function QualityRosette({ seal }: { seal: Seal }) {
  return (
    <g className="seal-inverse">
      <Scallops r={31} count={30} />
      <circle className="seal-line" cx={C} cy={C} r="29.2" strokeWidth="0.7" />
      <RingText text={seal.text} r={23.2} max={5} />
      <circle className="seal-line" cx={C} cy={C} r="19.6" strokeWidth="0.7" />
      <Label text={seal.aufschrift} width={30} twoLines />
    </g>
  )
}

function CertificateRing({ seal }: { seal: Seal }) {
  return (
    <>
      <circle className="seal-paper seal-line" cx={C} cy={C} r="34.5" strokeWidth="1.6" />
      <circle className="seal-line" cx={C} cy={C} r="31.8" strokeWidth="0.6" />
      <RingText text={seal.text} r={26.4} max={5.4} />
      <circle className="seal-tint seal-line" cx={C} cy={C} r="22.4" strokeWidth="0.7" />
      <Label text={seal.aufschrift} width={33} twoLines />
    </>
  )
}

const marks: Record<Seal['zeichen'], (props: { seal: Seal }) => ReactNode> = {
  Innung: GuildShield,
  Versicherung: InsuranceShield,
  Gütezeichen: QualityRosette,
  Zertifikat: CertificateRing,
}

/** The drawn mark of one seal, decorative: its words are beside it as text. */
export function SealMark({ seal }: { seal: Seal }) {
  const Mark = marks[seal.zeichen]
  return (
    <svg className="seal-mark" viewBox="0 0 72 72" width="64" height="64" aria-hidden="true" focusable="false">
      <Mark seal={seal} />
    </svg>
  )
}
