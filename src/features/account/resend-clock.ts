/**
 * When the next code may be asked for, per phone or e-mail, kept for the tab so a reload of
 * the code page keeps its countdown. The server enforces the minute anyway (429).
 */
const key = (subject: string) => `funduq.resend_at.${subject}`

export function rememberResendAt(subject: string, seconds: number) {
  try {
    sessionStorage.setItem(key(subject), String(Date.now() + seconds * 1000))
  } catch {
    // Storage may be unavailable (private mode); the countdown then starts at zero.
  }
}

export function resendAt(subject: string): number {
  try {
    return Number(sessionStorage.getItem(key(subject))) || 0
  } catch {
    return 0
  }
}
