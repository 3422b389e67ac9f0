import { z } from 'zod'

export interface MailConfig {
  host: string
  port: number
  /** true: TLS from the first byte (usually port 465); false: plain connection that must be upgraded by STARTTLS */
  secure: boolean
  /** SMTP_INSECURE=true: without `secure`, allow a connection that stays unencrypted (local relay only) */
  insecure: boolean
  /** absent when the server accepts mail without login */
  auth?: { user: string; pass: string }
  /** staff recipients of the notification */
  to: string[]
  /** sender address, plain (`a@b.de`) or with a display name (`Website <a@b.de>`) */
  from: string
}

export type MailConfigResult =
  { ok: true; config: MailConfig } | { ok: false; missing: string[] } | { ok: false; disabled: true }

const emailAddress = z.email()
const NAMED_ADDRESS = /^[^<>]*<([^<>]+)>$/
const PORT_MESSAGE = 'SMTP_PORT muss eine Portnummer zwischen 1 und 65535 sein, z. B. SMTP_PORT=587'
const NO_RECIPIENT = 'MAIL_TO fehlt: Empfängeradresse(n) für neue Anfragen angeben, z. B. MAIL_TO=buero@example.com'

const isAddress = (value: string) => emailAddress.safeParse(value).success
const isAddressOrNamedAddress = (value: string) => isAddress(NAMED_ADDRESS.exec(value)?.[1]?.trim() ?? value)

const recipientList = (value: string) =>
  value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')

const envSchema = z.object({
  SMTP_HOST: z
    .string()
    .regex(/^[^\s/:]+$/, 'SMTP_HOST muss ein Hostname ohne Protokoll und Port sein, z. B. SMTP_HOST=smtp.example.com'),
  SMTP_PORT: z
    .string()
    .regex(/^\d+$/, PORT_MESSAGE)
    .optional()
    .transform((value) => (value === undefined ? 587 : Number(value)))
    .pipe(z.number(PORT_MESSAGE).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE)),
  SMTP_SECURE: z
    .enum(
      ['true', 'false'],
      'SMTP_SECURE muss "true" (TLS ab Verbindungsbeginn, meist Port 465) oder "false" (STARTTLS, meist Port 587) sein',
    )
    .optional()
    .transform((value) => value === 'true'),
  SMTP_INSECURE: z
    .enum(
      ['true', 'false'],
      'SMTP_INSECURE muss "true" (unverschlüsselt erlaubt, nur für einen Mailserver auf diesem Rechner) ' +
        'oder "false" sein',
    )
    .optional()
    .transform((value) => value === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_TO: z
    .string(NO_RECIPIENT)
    .transform(recipientList)
    .superRefine((addresses, context) => {
      if (addresses.length === 0) context.addIssue({ code: 'custom', message: NO_RECIPIENT })
      const invalid = addresses.filter((address) => !isAddress(address))
      if (invalid.length > 0) {
        context.addIssue({
          code: 'custom',
          message:
            `MAIL_TO enthält keine gültige E-Mail-Adresse: ${invalid.join(', ')} – ` +
            'mehrere Adressen mit Komma trennen, z. B. MAIL_TO=a@example.com,b@example.com',
        })
      }
    }),
  MAIL_FROM: z
    .string()
    .refine(
      isAddressOrNamedAddress,
      'MAIL_FROM ist keine gültige Absenderadresse, ' +
        'z. B. MAIL_FROM=website@example.com oder MAIL_FROM="Website <website@example.com>"',
    )
    .optional(),
})

/** One German line for the start-up log: how the connection to the mail server is protected. */
export function describeTransportSecurity(config: MailConfig): string {
  if (config.secure) return 'Verbindung zum Mailserver mit TLS ab Verbindungsbeginn (SMTP_SECURE=true).'
  if (!config.insecure)
    return (
      'Verbindung zum Mailserver nur mit STARTTLS – bietet der Server kein STARTTLS an, wird nichts gesendet ' +
      '(Ausnahme für einen Mailserver auf diesem Rechner: SMTP_INSECURE=true).'
    )
  return (
    'ACHTUNG: SMTP_INSECURE=true – E-Mails und Zugangsdaten dürfen unverschlüsselt zum Mailserver gehen. ' +
    'Nur für einen Mailserver auf diesem Rechner oder im eigenen geschützten Netz verwenden.'
  )
}

/**
 * Reads the SMTP settings. `disabled`: no SMTP_HOST, the site runs without notification mails.
 * `missing` lists one German message per missing or invalid variable, each naming the variable.
 */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfigResult {
  // an empty variable (e.g. `SMTP_PORT=` in a .env file) counts as not set
  const value = (name: string) => {
    const raw = env[name]?.trim()
    return raw === undefined || raw === '' ? undefined : raw
  }
  if (value('SMTP_HOST') === undefined) return { ok: false, disabled: true }
  const secure = value('SMTP_SECURE')?.toLowerCase()
  const parsed = envSchema.safeParse({
    SMTP_HOST: value('SMTP_HOST'),
    SMTP_PORT: value('SMTP_PORT'),
    SMTP_SECURE: secure,
    SMTP_INSECURE: value('SMTP_INSECURE')?.toLowerCase(),
    SMTP_USER: value('SMTP_USER'),
    // a password may legitimately start or end with spaces: only an empty one counts as missing
    SMTP_PASS: env.SMTP_PASS === undefined || env.SMTP_PASS === '' ? undefined : env.SMTP_PASS,
    MAIL_TO: value('MAIL_TO'),
    MAIL_FROM: value('MAIL_FROM'),
  })
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
  // cross-field rule checked outside zod so it is reported together with the field problems
  const hasUser = value('SMTP_USER') !== undefined
  const hasPass = env.SMTP_PASS !== undefined && env.SMTP_PASS !== ''
  if (hasUser !== hasPass) {
    const missing = hasUser ? 'SMTP_PASS' : 'SMTP_USER'
    problems.push(
      `${missing} fehlt: SMTP_USER und SMTP_PASS nur gemeinsam angeben ` +
        '(oder beide weglassen, wenn der Server keine Anmeldung verlangt)',
    )
  }
  if (!parsed.success || problems.length > 0) return { ok: false, missing: [...new Set(problems)] }

  const { SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_INSECURE, SMTP_USER, SMTP_PASS, MAIL_TO, MAIL_FROM } = parsed.data
  const config: MailConfig = {
    host: SMTP_HOST,
    port: SMTP_PORT,
    secure: SMTP_SECURE,
    insecure: SMTP_INSECURE && !SMTP_SECURE,
    to: MAIL_TO,
    from: MAIL_FROM ?? MAIL_TO[0] ?? '',
  }
  if (SMTP_USER !== undefined && SMTP_PASS !== undefined) config.auth = { user: SMTP_USER, pass: SMTP_PASS }
  return { ok: true, config }
}
