import nodemailer from 'nodemailer'
import type { Env } from '../env'
import { outboxDir, writeOutboxFile } from './outbox'

export interface Mail {
  to: string
  subject: string
  text: string
  /** The same message as HTML; mail programs show it, and fall back to `text`. */
  html?: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp'
  send(mail: Mail): Promise<void>
}

/**
 * `SMTP_URL` set: real SMTP through nodemailer. Otherwise nodemailer still builds the message
 * (its stream transport) and it lands as an .eml file in DATA_DIR/outbox/mail, which any mail
 * program opens.
 */
export function mailTransport(env: Pick<Env, 'DATA_DIR' | 'SMTP_URL' | 'MAIL_FROM'>): MailTransport {
  const from = env.MAIL_FROM
  if (env.SMTP_URL) {
    const smtp = nodemailer.createTransport(env.SMTP_URL)
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail({ from, ...mail })
      },
    }
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const dir = outboxDir(env.DATA_DIR, 'mail')
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await builder.sendMail({ from, ...mail })
      await writeOutboxFile(dir, 'eml', info.message as Buffer)
    },
  }
}

const perEnv = new WeakMap<object, MailTransport>()
/** The transport of a configuration, made once (SMTP connections are reused). */
export function mailFor(env: Env): MailTransport {
  const known = perEnv.get(env)
  if (known) return known
  const transport = mailTransport(env)
  perEnv.set(env, transport)
  return transport
}
