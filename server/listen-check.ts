import { createServer } from 'node:net'

/**
 * Why the server cannot listen on host:port, as one German line naming the port and the fix (the
 * operator reads it in the journal), instead of Node's English stack trace.
 */
export function listenProblem(error: unknown, host: string, port: number): string {
  const code = (error as { code?: unknown } | null)?.code
  const start = 'Server startet nicht:'
  switch (code) {
    case 'EADDRINUSE':
      return (
        `${start} Port ${port} auf ${host} ist schon belegt – den Dienst beenden, der ihn benutzt ` +
        `(etwa ein zweites npm start; welcher es ist, zeigt ss -ltnp 'sport = :${port}'), ` +
        `oder einen freien Port wählen, z. B. PORT=${port === 65535 ? 3000 : port + 1}.`
      )
    case 'EACCES':
    case 'EPERM':
      return (
        `${start} Port ${port} darf dieser Benutzer nicht öffnen (Ports unter 1024 nur mit Root-Rechten) – ` +
        'einen Port ab 1024 wählen, z. B. PORT=3000, und nginx davor auf Port 80/443 lauschen lassen.'
      )
    case 'EADDRNOTAVAIL':
      return (
        `${start} Die Adresse HOST=${host} gehört nicht zu diesem Rechner – HOST=127.0.0.1 (nur hinter ` +
        'nginx auf demselben Rechner) oder HOST=0.0.0.0 (alle Netzwerkschnittstellen) setzen.'
      )
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${start} HOST=${host} ist kein bekannter Rechnername – eine IP-Adresse wie HOST=127.0.0.1 setzen.`
    default:
      return (
        `${start} Port ${port} auf ${host} lässt sich nicht öffnen ` +
        `(${typeof code === 'string' ? code : error instanceof Error ? error.message : String(error)}) – ` +
        'HOST und PORT prüfen.'
      )
  }
}

/**
 * Tries host:port before anything else starts (database, mail, a build), so that a busy port is
 * reported alone, as its one line. Returns that line, or null when the port is free. Port 0 (any free
 * port) is always free.
 */
export async function checkListen(host: string, port: number): Promise<string | null> {
  if (port === 0) return null
  const probe = createServer()
  return new Promise((resolve) => {
    probe.once('error', (error) => resolve(listenProblem(error, host, port)))
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(null)))
  })
}
