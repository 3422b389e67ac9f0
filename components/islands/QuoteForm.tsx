import {
  quoteErrorSummaryId,
  quoteFieldErrorId,
  quoteFieldHintId,
  quoteFieldId,
  quoteTrapId,
} from '../../engine/render/anchor-ids.ts'
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { fetchJson, HttpError } from '../../engine/forms/fetch-json.ts'
import type { FormTexts } from '../../engine/forms/form-texts-schema.ts'
import { quoteFieldOrder, quoteFields, type QuoteFieldKey } from '../../engine/forms/quote-request.ts'
import {
  berlinToday,
  HONEYPOT_FIELD,
  PAGE_FIELD,
  REQUEST_ID_FIELD,
  validateQuote,
} from '../../engine/forms/quote-schema.ts'
import { Icon } from '../icons/Icon.tsx'
import { showQuoteFormErrors } from './quote-form-early.ts'
import { useHydrated } from './use-hydrated.ts'

export type QuoteErrors = Partial<Record<QuoteFieldKey, string>>

export interface QuoteFormProps {
  texts: FormTexts
  /** path of the page the form is on; the server shows that page again when input is invalid */
  seite: string
  /** entered values and errors when the server shows the form again (no JavaScript) */
  values?: Partial<Record<string, string>>
  errors?: QuoteErrors
  /** a message for the whole form, e.g. when the server could not store the request */
  notice?: string
  /** the service pages each choice of the service list stands for (data-seite, read by chooseServiceOfPageBefore) */
  servicePages?: Partial<Record<string, string[]>>
}

/** What the intake answers to a valid JSON request. */
interface Accepted {
  weiter: string
}

type FieldSpec = (typeof quoteFields)[number]
const requiredFields = quoteFields.filter((spec) => spec.required)
const optionalFields = quoteFields.filter((spec) => !spec.required)
const fieldId = quoteFieldId
const errorId = quoteFieldErrorId

/**
 * The quote request form. Without JavaScript it is a plain POST to the intake (which answers with a
 * redirect to the thank-you page or shows this form again with values and errors). As an island it
 * checks the same rules before sending, announces errors, focuses the first one, shows progress and
 * cannot send twice; on a failure the visitor keeps everything typed.
 *
 * Short on a phone: the required fields and the button come first; the optional fields
 * wait in a folded „Weitere Angaben (optional)“ (open when the server shows the form again with
 * something entered there).
 *
 * Errors: every field's message and summary entry is always rendered (texts by React, from state);
 * which ones are visible, aria-invalid and aria-describedby are set from the props in the HTML and
 * afterwards only by showQuoteFormErrors, which the inline check before hydration uses too.
 */
export default function QuoteForm({
  texts,
  seite,
  values = {},
  errors: serverErrors = {},
  notice: serverNotice,
  servicePages = {},
}: QuoteFormProps) {
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<QuoteErrors>(serverErrors)
  const [notice, setNotice] = useState<string | null>(serverNotice ?? null)
  const [sending, setSending] = useState(false)
  const [focusFirstError, setFocusFirstError] = useState(0)
  const [requestId, setRequestId] = useState('')
  const f = texts.felder

  // one id per form visit: a resend after a network error is stored once, not twice. Set after hydration, so the
  // server HTML (without id) and the first client render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- runs once, after hydration, on purpose
  useEffect(() => setRequestId(crypto.randomUUID()), [])
  const readForm = () => Object.fromEntries(new FormData(formRef.current!).entries())
  const titles = { one: texts.zusammenfassung_eins, many: texts.zusammenfassung }

  // What the visitor sees is the truth: on the first run, continue from the errors the inline check
  // showed before React arrived (still wrong ones only); afterwards show exactly this state's errors.
  const tookOver = useRef(false)
  useLayoutEffect(() => {
    const form = formRef.current!
    const wrong = quoteFieldOrder.filter((name) => errors[name])
    if (!tookOver.current) {
      tookOver.current = true
      const shown = shownErrorNames(form)
      if (shown.join() !== wrong.join()) {
        const result = validateQuote(texts, berlinToday(), Object.fromEntries(new FormData(form).entries()))
        const still = result.ok ? {} : result.errors
        // once, to adopt what the page already shows; the next run shows it
        setErrors(Object.fromEntries(shown.flatMap((name) => (still[name] ? [[name, still[name]]] : []))))
        return
      }
    }
    showQuoteFormErrors(form, wrong.map(fieldId), { one: texts.zusammenfassung_eins, many: texts.zusammenfassung })
  }, [errors, texts])

  useEffect(() => {
    if (focusFirstError === 0) return
    const first = quoteFieldOrder.find((name) => errors[name])
    const field = first ? document.getElementById(fieldId(first)) : null
    // a visitor may have folded "Weitere Angaben": open it again so the faulty field can take the focus
    const group = field?.closest('details')
    if (group && !group.open) group.open = true
    field?.focus()
  }, [focusFirstError, errors])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setNotice(null)
    const data = readForm()
    const result = validateQuote(texts, berlinToday(), data)
    if (!result.ok) {
      setErrors(result.errors)
      setFocusFirstError((n) => n + 1)
      return
    }
    setErrors({})
    setSending(true)
    try {
      const accepted = await fetchJson<Accepted>(texts.ziel, { method: 'POST', body: JSON.stringify(data) })
      window.location.assign(accepted.weiter)
    } catch (error) {
      setSending(false)
      const fieldErrors = error instanceof HttpError && error.status === 422 ? parseFieldErrors(error.body) : null
      if (fieldErrors) {
        setErrors(fieldErrors)
        setFocusFirstError((n) => n + 1)
      } else if (error instanceof HttpError && error.status === 429) setNotice(texts.fehler_zu_viele)
      else if (error instanceof HttpError && error.status >= 500) setNotice(texts.fehler_server)
      else setNotice(texts.fehler_netz)
    }
  }

  // a corrected field loses its error as soon as the visitor leaves it (new errors wait for "send")
  const recheck = (event: FocusEvent<HTMLFormElement> | FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as QuoteFieldKey
    if (!errors[name]) return
    const result = validateQuote(texts, berlinToday(), readForm())
    const stillWrong = result.ok ? undefined : result.errors[name]
    if (stillWrong !== errors[name]) setErrors((current) => ({ ...current, [name]: stillWrong }))
  }

  // attributes that say which fields are wrong come from the props only (the HTML); showQuoteFormErrors changes them
  const initiallyWrong = (name: QuoteFieldKey) => Boolean(serverErrors[name])
  const labelOf = (name: QuoteFieldKey, required: boolean) => (
    <label htmlFor={fieldId(name)}>
      {f[name].label}
      {required && (
        <span className="required" title={texts.pflicht_text}>
          {/* a no-break space: the mark never starts a line of its own */}
          {'\u00A0'}
          {texts.pflicht_zeichen}
          <span className="sr-only"> ({texts.pflicht_text})</span>
        </span>
      )}
    </label>
  )
  const control = (spec: FieldSpec) => {
    const { name, required } = spec
    const hint = f[name].hinweis
    const props = {
      id: fieldId(name),
      name,
      required,
      'aria-invalid': initiallyWrong(name) || undefined,
      'aria-describedby': describedBy(name, Boolean(hint), initiallyWrong(name)),
      defaultValue: values[name] ?? '',
    }
    const text = f[name]
    switch (spec.control) {
      case 'select':
        return (
          <select {...props}>
            <option value="">{'bitte_waehlen' in text ? text.bitte_waehlen : ''}</option>
            {('optionen' in text ? text.optionen : []).map((option) => (
              <option key={option} data-seite={servicePages[option]?.join(' ')}>
                {option}
              </option>
            ))}
          </select>
        )
      case 'date':
        return <input type="date" min={hydrated ? berlinToday() : undefined} {...props} />
      case 'textarea':
        return <textarea rows={4} maxLength={spec.maxLength} {...props} />
      default:
        return (
          <input
            type={spec.control}
            autoComplete={spec.autoComplete}
            inputMode={'inputMode' in spec ? spec.inputMode : undefined}
            maxLength={spec.maxLength}
            {...props}
          />
        )
    }
  }
  const field = (spec: FieldSpec) => (
    <div
      key={spec.name}
      className={`form-field${'wide' in spec && spec.wide ? ' form-field-wide' : ''}${
        initiallyWrong(spec.name) ? ' has-error' : ''
      }`}
    >
      {labelOf(spec.name, spec.required)}
      {f[spec.name].hinweis && (
        <p className="form-hint" id={quoteFieldHintId(spec.name)}>
          {f[spec.name].hinweis}
        </p>
      )}
      {control(spec)}
      {message(spec.name)}
    </div>
  )
  /** The field's message: its error, or (hidden) the text the inline check shows when a required field is empty. */
  const message = (name: QuoteFieldKey) => (
    <p className="form-error" id={errorId(name)} hidden={!initiallyWrong(name)}>
      {errors[name] ?? missingText(name)}
    </p>
  )
  const missingText = (name: QuoteFieldKey) => {
    const text = f[name]
    return 'pflicht' in text && text.pflicht ? text.pflicht : ''
  }
  const initialCount = quoteFieldOrder.filter(initiallyWrong).length
  // open in the HTML when the server shows the form again with something entered or wrong in it
  const optionalOpen = optionalFields.some((spec) => values[spec.name] || serverErrors[spec.name])
  const [before, after] = texts.datenschutz.hinweis.split('{link}')

  return (
    <form
      ref={formRef}
      className="quote-form"
      method="post"
      action={texts.ziel}
      noValidate
      onSubmit={onSubmit}
      onBlur={recheck}
      onChange={recheck}
      aria-busy={sending || undefined}
    >
      <div className="form-summary" role="alert" tabIndex={-1} id={quoteErrorSummaryId} hidden={initialCount === 0}>
        {/* the count is set by showQuoteFormErrors (before hydration too), so React leaves this text alone */}
        <p className="form-summary-title" suppressHydrationWarning>
          {initialCount === 1 ? titles.one : titles.many.replace('{anzahl}', String(initialCount))}
        </p>
        <ul>
          {quoteFieldOrder.map((name) => (
            <li key={name} hidden={!initiallyWrong(name)}>
              <a href={`#${fieldId(name)}`}>{errors[name] ?? missingText(name)}</a>
            </li>
          ))}
        </ul>
      </div>
      <p className="form-intro">{texts.einleitung}</p>

      <div className="form-grid">{requiredFields.map(field)}</div>

      {/* folded, so required fields and button fit one phone screen; <details> opens without JavaScript */}
      <details className="form-more" open={optionalOpen}>
        <summary>
          {texts.weitere_angaben}
          <Icon name="chevron" />
        </summary>
        <div className="form-grid">{optionalFields.map(field)}</div>
      </details>

      {/* honeypot: hidden from people and assistive technology, filled in by form bots */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={quoteTrapId}>{texts.falle_label}</label>
        <input type="text" id={quoteTrapId} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={PAGE_FIELD} value={seite} />
      <input type="hidden" name={REQUEST_ID_FIELD} value={requestId} />

      {notice && (
        <p className="form-notice" role="alert">
          {notice}
        </p>
      )}
      <div className="form-send">
        <button type="submit" className="form-submit" disabled={sending} aria-disabled={sending || undefined}>
          {sending ? texts.senden_laeuft : texts.senden}
        </button>
        <p className="form-reassurance">{texts.beruhigung}</p>
      </div>
      <p className="form-privacy">
        {before}
        <a href={texts.datenschutz.link}>{texts.datenschutz.link_text}</a>
        {after}
      </p>
    </form>
  )
}

function describedBy(name: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint && quoteFieldHintId(name), hasError && errorId(name)].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

function parseFieldErrors(body: string): QuoteErrors | null {
  try {
    const parsed = JSON.parse(body) as { fehler?: QuoteErrors }
    return parsed.fehler && Object.keys(parsed.fehler).length > 0 ? parsed.fehler : null
  } catch {
    return null
  }
}

/** Fields whose entry the page's error summary shows now, in form order. */
function shownErrorNames(form: HTMLFormElement): QuoteFieldKey[] {
  const shown = new Set(
    [...form.querySelectorAll<HTMLAnchorElement>('.form-summary li:not([hidden]) > a')].map((link) =>
      link.hash.slice(1),
    ),
  )
  return quoteFieldOrder.filter((name) => shown.has(fieldId(name)))
}
