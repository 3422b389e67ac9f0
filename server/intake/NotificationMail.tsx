/** One line of the staff mail's table: an office label and the visitor's value (may hold line breaks). */
export type MailRow = readonly [label: string, value: string]

interface NotificationMailProps {
  subject: string
  intro: string
  rows: readonly MailRow[]
  /** empty when the visitor gave no usable address */
  replyHint: string
}

// inline styles only: mail clients drop <style> blocks and never load stylesheets
const labelStyle = { textAlign: 'left', verticalAlign: 'top', padding: '4px 12px 4px 0' } as const
const valueStyle = { padding: '4px 0' } as const

/** The HTML part of the staff notification; React escapes every value the visitor typed. */
export function NotificationMail({ subject, intro, rows, replyHint }: NotificationMailProps) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body style={{ fontFamily: 'sans-serif' }}>
        <p>{intro}</p>
        <table style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th style={labelStyle}>{label}</th>
                <td style={valueStyle}>{withLineBreaks(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {replyHint !== '' && <p>{replyHint}</p>}
      </body>
    </html>
  )
}

function withLineBreaks(value: string) {
  return value.split('\n').map((line, index) => (index === 0 ? line : [<br key={index} />, line]))
}
