import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ProxiedRequest {
  method: string
  path: string
  body: string
}

/**
 * An HTTP proxy in front of a real server that can lose answers, as a phone that loses its
 * signal right after sending does: the request reaches the server and is answered there, but
 * the proxy cuts the client's connection instead of passing that answer on.
 * `dropNext(match)` arms it for the next request `match` accepts; `setRewrite(fn)` changes the
 * body of the answers `fn` returns a change for (a next release's `sw.js`); every other request
 * and answer passes through unchanged.
 */
export async function startDroppingProxy(target: string) {
  const upstream = new URL(target)
  let armed: ((r: ProxiedRequest) => boolean) | null = null
  /** Changes the answer's body of the requests it returns a function for (a next release's file). */
  let rewrite: ((r: ProxiedRequest) => ((body: string) => string) | null) | null = null
  /** The requests whose answers were lost, with the status the server had answered. */
  const dropped: (ProxiedRequest & { status: number })[] = []

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const seen: ProxiedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        body: Buffer.concat(chunks).toString('utf8'),
      }
      const change = rewrite?.(seen) ?? null
      const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host }
      // A body to change must come uncompressed.
      if (change) delete headers['accept-encoding']
      const out = forward(
        { host: upstream.hostname, port: upstream.port, method: seen.method, path: seen.path, headers },
        (answer) => {
          const parts: Buffer[] = []
          answer.on('data', (chunk: Buffer) => parts.push(chunk))
          answer.on('end', () => {
            if (armed?.(seen)) {
              armed = null
              dropped.push({ ...seen, status: answer.statusCode ?? 0 })
              // The server has answered (and committed): the client never hears of it.
              req.socket.destroy()
              return
            }
            const raw = Buffer.concat(parts)
            const body = change ? Buffer.from(change(raw.toString('utf8'))) : raw
            const { 'transfer-encoding': _chunked, connection: _conn, ...rest } = answer.headers
            // A changed file is another file: the browser must not take it for the one it has.
            if (change) delete rest.etag
            res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length })
            res.end(body)
          })
        },
      )
      out.on('error', () => req.socket.destroy())
      out.end(Buffer.concat(chunks))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    dropped,
    dropNext(match: (r: ProxiedRequest) => boolean) {
      armed = match
    },
    setRewrite(fn: ((r: ProxiedRequest) => ((body: string) => string) | null) | null) {
      rewrite = fn
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
