import { once } from 'node:events'
import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy between the server and PostgreSQL that a test can cut, to play a database restart
 * or a network that stops answering without touching the PostgreSQL other tests share.
 *
 * - `down()`: what a restart looks like from the server: every open connection is closed and
 *   the port refuses new ones until `up()`.
 * - `silent()`: a network that stops carrying packets: connections are accepted (or stay open)
 *   and nothing goes through either way until `up()`, when what was held back flows again, as
 *   TCP would deliver it after a short partition.
 */
interface Pair {
  client: Socket
  upstream: Socket | null
  /** Bytes held back while silent: to the upstream (null: not linked yet) or to the client. */
  held: [Socket | null, Buffer][]
}

export class TcpProxy {
  private server: Server | null = null
  private readonly pairs = new Set<Pair>()
  private mode: 'up' | 'silent' = 'up'
  port = 0

  constructor(private readonly target: { host: string; port: number }) {}

  async start(port = 0): Promise<this> {
    const server = createServer((client) => this.accept(client))
    server.listen(port, '127.0.0.1')
    await once(server, 'listening')
    const address = server.address()
    if (!address || typeof address === 'string') throw new Error('proxy has no port')
    this.port = address.port
    this.server = server
    return this
  }

  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string {
    const u = new URL(url)
    u.hostname = '127.0.0.1'
    u.port = String(this.port)
    return u.toString()
  }

  private accept(client: Socket) {
    const pair: Pair = { client, upstream: null, held: [] }
    this.pairs.add(pair)
    client.on('error', () => {})
    // Until linked, what the client sends waits here (silent network).
    client.on('data', (chunk: Buffer) => {
      if (!pair.upstream) pair.held.push([null, chunk])
    })
    client.on('close', () => {
      pair.upstream?.destroy()
      this.pairs.delete(pair)
    })
    if (this.mode === 'silent') return
    this.link(pair)
  }

  private link(pair: Pair) {
    const upstream = connect(this.target.port, this.target.host)
    pair.upstream = upstream
    upstream.on('error', () => pair.client.destroy())
    upstream.on('close', () => pair.client.destroy())
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (this.mode === 'up') to.write(chunk)
      else pair.held.push([to, chunk])
    }
    pair.client.on('data', forward(upstream))
    upstream.on('data', forward(pair.client))
    // Bytes the client sent while the network was silent and before this link.
    this.flush(pair)
  }

  private flush(pair: Pair) {
    for (const [to, chunk] of pair.held.splice(0)) (to ?? pair.upstream)?.write(chunk)
  }

  /** Closes every connection and the port (refused) until `up()`. */
  async down() {
    this.mode = 'up'
    const server = this.server
    this.server = null
    const closed = server ? new Promise((resolve) => server.close(resolve)) : Promise.resolve()
    for (const pair of this.pairs) {
      pair.client.destroy()
      pair.upstream?.destroy()
    }
    this.pairs.clear()
    await closed
  }

  /** Accepts and keeps connections but passes nothing either way, until `up()`. */
  silent() {
    this.mode = 'silent'
  }

  /** Service again, on the same port; after `silent()`, what was held back goes through. */
  async up() {
    if (this.mode === 'silent') {
      this.mode = 'up'
      for (const pair of this.pairs) {
        if (pair.upstream) this.flush(pair)
        else this.link(pair)
      }
    }
    if (!this.server) await this.start(this.port)
  }

  async close() {
    await this.down()
  }
}
