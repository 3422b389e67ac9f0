import logoSvg from '../../public/logo.svg?raw'

// The mark is drawn inline, not loaded: one request less before the first paint on a slow phone.
// public/logo.svg stays the one drawing (structured data and social previews link to the file).
const SIZE = ' width="40" height="40" aria-hidden="true" focusable="false"'
const mark = logoSvg.trim().replace(/\swidth="\d+" height="\d+"/, SIZE)

/** The logo mark beside the company name in header and footer. */
export function LogoMark() {
  return <span className="logo-mark" dangerouslySetInnerHTML={{ __html: mark }} />
}
