import { eq } from 'drizzle-orm'
import type { Language } from '../../contract/common'
import type { ContactBody } from '../../contract/contact'
import { contactMessages } from '../db/schema'
import { escapeHtml } from '../escape-html'
import type { AppDeps } from '../http/context'
import { type Mail, mailFor } from '../messaging/mail'

const LANGUAGE_NAMES: Record<Language, string> = { ar: 'Arabic', en: 'English', kr: 'Kurdish (Sorani)' }

/** A header is one line: a name with line breaks or control characters must not add headers. */
const oneLine = (s: string, max: number) =>
  [...s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim()].slice(0, max).join('')

interface Sent {
  id: number
  body: ContactBody
  lang: Language
  userId: number | null
  at: Date
}

/** The e-mail to support: plain text, a simple HTML twin, and Reply-To the sender. */
export function supportMail(
  to: string,
  m: Sent,
): Mail & { html: string; replyTo: { name: string; address: string } } {
  const facts: [string, string][] = [
    ['Name', m.body.name],
    ['E-mail', m.body.email],
    ['Address', m.body.address],
    ['Language', LANGUAGE_NAMES[m.lang]],
    ['Account', m.userId === null ? 'none (no session)' : `user #${m.userId}`],
    ['Message no.', String(m.id)],
    ['Sent', m.at.toISOString()],
  ]
  const text = [
    'A new message from the Funduq contact form.',
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    m.body.message,
    '',
    '-- ',
    'Reply to this e-mail to answer the sender.',
  ].join('\n')
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const dir = m.lang === 'en' ? 'ltr' : 'rtl'
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    '<p>A new message from the Funduq contact form.</p>',
    `<table>${rows}</table>`,
    `<div dir="${dir}" style="white-space:pre-wrap;border-inline-start:3px solid #0f5c5a;padding:8px 12px;margin:16px 0">${escapeHtml(m.body.message)}</div>`,
    '<p style="color:#55625f">Reply to this e-mail to answer the sender.</p>',
    '</body></html>',
  ].join('')
  return {
    to,
    subject: `Contact form: ${oneLine(m.body.name, 80)}`,
    text,
    html,
    // nodemailer quotes and encodes an address object: the name cannot break the header.
    replyTo: { name: oneLine(m.body.name, 100), address: m.body.email },
  }
}

/**
 * Keeps the message, then e-mails it to CONTACT_EMAIL. The stored row is what counts: a
 * failed e-mail is logged and leaves `emailed_at` null, and the sender still gets their answer.
 */
export async function sendContactMessage(
  deps: AppDeps,
  body: ContactBody,
  opts: { lang: Language; userId: number | null },
): Promise<{ id: number }> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...body, language: opts.lang, user_id: opts.userId })
    .returning({ id: contactMessages.id, created_at: contactMessages.created_at })
  if (!row) throw new Error('contact message not stored')
  const mail = supportMail(deps.env.CONTACT_EMAIL, {
    id: row.id,
    body,
    lang: opts.lang,
    userId: opts.userId,
    at: row.created_at,
  })
  try {
    // The transport hands every field to nodemailer, so html and replyTo go along.
    await mailFor(deps.env).send(mail)
    await deps.db
      .update(contactMessages)
      .set({ emailed_at: new Date() })
      .where(eq(contactMessages.id, row.id))
  } catch (err) {
    deps.log.error({ err, contactMessageId: row.id }, 'contact message not e-mailed')
  }
  return { id: row.id }
}
