import type { ReactNode } from 'react'
import { PageHeading } from '../../../components/ui/page-heading'
import '../../../components/form/form.css'
import './account.css'

/** The narrow card of the sign-in, sign-up, code and recovery pages. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: ReactNode
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="container page auth-page">
      <div className="auth-card">
        <PageHeading>{title}</PageHeading>
        {intro && <p className="auth-intro">{intro}</p>}
        {children}
      </div>
    </div>
  )
}
