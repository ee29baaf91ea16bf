/**
 * A reason the server cannot start that the operator can fix (a data folder it may not write,
 * a database it cannot reach). `main` prints its message alone, one line, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError'
}
