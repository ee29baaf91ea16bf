/**
 * The password-reset token between steps 2 and 3. It is a credential for 15 minutes, so it
 * stays out of the URL (history, logs, Referer) and lives only as long as this tab.
 */
const KEY = 'funduq.reset_token'

export function keepResetToken(token: string, expiresIn: number) {
  sessionStorage.setItem(KEY, JSON.stringify({ token, expiresAt: Date.now() + expiresIn * 1000 }))
}

export function readResetToken(): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      token?: unknown
      expiresAt?: unknown
    } | null
    if (typeof saved?.token !== 'string' || typeof saved.expiresAt !== 'number') return null
    return saved.expiresAt > Date.now() ? saved.token : null
  } catch {
    return null
  }
}

export function dropResetToken() {
  sessionStorage.removeItem(KEY)
}
