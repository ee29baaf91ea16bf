import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LoadError } from '../components/ui/load-error'
import { PageHeading } from '../components/ui/page-heading'
import { appConfigQueryOptions } from '../features/site/api/app-config'
import { ContactDetails, OfficeLocation } from './-contact/contact-details'
import { ContactForm } from './-contact/contact-form'

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => context.queryClient.ensureQueryData(appConfigQueryOptions()),
  pendingComponent: ContactPending,
  errorComponent: ContactError,
  component: ContactPage,
})

function ContactPage() {
  const { data: config } = useSuspenseQuery(appConfigQueryOptions())
  return (
    <ContactFrame>
      <div className="contact-layout">
        <section className="contact-card contact-info" aria-labelledby="contact-reach">
          <h2 id="contact-reach">
            <Trans>Reach us</Trans>
          </h2>
          <ContactDetails config={config} />
          <h3 className="contact-subheading">
            <Trans>Our office</Trans>
          </h3>
          <OfficeLocation />
        </section>
        <section className="contact-card" aria-labelledby="contact-write">
          <h2 id="contact-write">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm />
        </section>
      </div>
    </ContactFrame>
  )
}

function ContactFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container page contact-page">
      <PageHeading>
        <Trans>Contact us</Trans>
      </PageHeading>
      <p className="contact-intro">
        <Trans>
          Questions about a booking, a payment or your stay? Write to us or call, we are glad to help.
        </Trans>
      </p>
      {children}
    </div>
  )
}

function ContactPending() {
  return (
    <ContactFrame>
      <div className="contact-layout" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading contact details</Trans>
        </span>
        <div className="shimmer contact-shimmer" />
        <div className="shimmer contact-shimmer" />
      </div>
    </ContactFrame>
  )
}

function ContactError({ error, reset }: ErrorComponentProps) {
  return (
    <ContactFrame>
      <LoadError
        className="contact-card contact-failed"
        title={<Trans>We could not load our contact details</Trans>}
        error={error}
        reset={reset}
      />
    </ContactFrame>
  )
}
