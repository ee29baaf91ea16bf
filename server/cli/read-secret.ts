import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'

/**
 * A secret typed at a terminal: the prompt shows, the keys typed do not (readline writes its
 * echo to an output that drops it while muted).
 */
export async function askHidden(prompt: string): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  try {
    const answer = rl.question(prompt)
    muted = true
    return await answer
  } finally {
    rl.close()
    process.stdout.write('\n')
  }
}

/** The first line of standard input (a pipe or a file): `printf '%s\n' "$PW" | npm run …`. */
export async function readFirstLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin, terminal: false })
  try {
    for await (const line of rl) return line.replace(/\r$/, '')
    return ''
  } finally {
    rl.close()
  }
}
