/**
 * Work that must happen on this device when a person signs out, registered by the features
 * that keep per-person data (persisted query cache, offline queue, saved vouchers, push
 * subscription). Sign-out runs them all, each on its own: one failing never keeps another's
 * data behind on a shared phone.
 */
type Task = () => Promise<void> | void
const tasks = new Set<Task>()

export function onSignOut(task: Task): () => void {
  tasks.add(task)
  return () => tasks.delete(task)
}

export async function runSignOutTasks(): Promise<void> {
  const results = await Promise.allSettled([...tasks].map(async (task) => task()))
  for (const r of results) if (r.status === 'rejected') console.error('sign-out task failed', r.reason)
}

/**
 * Work that needs the session still valid (telling the server to forget this device's push
 * subscription). Sign-out waits for these at most BEFORE_SIGN_OUT_MS, then signs out all the
 * same: offline, or with a slow server, the person is never kept signed in.
 */
const beforeTasks = new Set<Task>()
const BEFORE_SIGN_OUT_MS = 3_000

export function onBeforeSignOut(task: Task): () => void {
  beforeTasks.add(task)
  return () => beforeTasks.delete(task)
}

export async function runBeforeSignOutTasks(): Promise<void> {
  const all = Promise.allSettled([...beforeTasks].map(async (task) => task())).then((results) => {
    for (const r of results)
      if (r.status === 'rejected') console.error('before-sign-out task failed', r.reason)
  })
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, BEFORE_SIGN_OUT_MS))])
}
