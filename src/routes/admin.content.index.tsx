import { createFileRoute, redirect } from '@tanstack/react-router'

/** The content section opens on its first tab. */
export const Route = createFileRoute('/admin/content/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/content/$kind', params: { kind: 'offers' }, search: { page: 1 } })
  },
})
