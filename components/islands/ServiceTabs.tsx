import { useId, useRef, useState, type KeyboardEvent } from 'react'

export interface ServiceTabsProps {
  /** one tab per group; `html` is the group's card list, rendered on the server from Markdown */
  groups: { label: string; html: string }[]
}

/**
 * Tabs that switch between service groups (e.g. Gewerblich / Privat). The first group is shown by
 * default. Without JavaScript (see public/noscript.css) all groups are listed one after another.
 */
export default function ServiceTabs({ groups }: ServiceTabsProps) {
  const [selected, setSelected] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()

  const select = (index: number) => {
    const next = (index + groups.length) % groups.length
    setSelected(next)
    tabs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: groups.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" onKeyDown={onKeyDown}>
        {groups.map((group, index) => (
          <button
            key={group.label}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}tab${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}panel${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {group.label}
          </button>
        ))}
      </div>
      {groups.map((group, index) => (
        <div
          key={group.label}
          role="tabpanel"
          id={`${id}panel${index}`}
          aria-labelledby={`${id}tab${index}`}
          className="tab-panel"
          hidden={index !== selected}
        >
          <h3 className="tab-heading">{group.label}</h3>
          <div className="tab-content" dangerouslySetInnerHTML={{ __html: group.html }} />
        </div>
      ))}
    </div>
  )
}
