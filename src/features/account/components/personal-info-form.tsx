import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type PendingContact, ProfileBody } from '../../../../contract/account'
import type { UserAuth } from '../../../../contract/auth'
import { Form, SubmitButton } from '../../../components/form/form'
import { useContractForm } from '../../../components/form/form-hook'
import { EmailField } from '../../../components/form/text-fields'
import { useToast } from '../../../components/ui/toast'
import { usePreferences } from '../../../lib/preferences'
import { type ProfileChange, useUpdateProfile } from '../api/profile'
import { countryToShow, countryToStore } from '../country-names'
import { composePhone, splitPhone } from '../phone'
import { rememberResendAt } from '../resend-clock'
import { AvatarUpload } from './avatar-upload'
import { ContactCodeStep } from './contact-code-step'
import { CountryField } from './country-field'
import { PhoneField } from './phone-field'

const FIELDS = ['name', 'email', 'phone', 'country', 'city'] as const

/**
 * Picture, name, phone, e-mail, country and city. Only what changed is sent. A new phone or
 * e-mail address is confirmed with a code sent to it (the steps under the form).
 */
export function PersonalInfoForm({ user }: { user: UserAuth }) {
  const { t } = useLingui()
  const { language } = usePreferences()
  const toast = useToast()
  const update = useUpdateProfile()
  const [pending, setPending] = useState<PendingContact[]>([])
  const form = useContractForm({
    schema: ProfileBody,
    defaultValues: {
      image: null as File | null,
      name: user.name,
      phone: splitPhone(user.phone),
      email: user.email ?? '',
      country: countryToShow(user.country, language),
      city: user.city ?? '',
    },
    toInput: ({ image: _, ...values }) => ({
      ...values,
      phone: composePhone(values.phone),
      country: countryToStore(values.country, language),
    }),
    onSubmit: async (body) => {
      const changes: ProfileChange = {}
      for (const key of FIELDS) {
        // A value already waiting for its code is not sent again (that would only ask for another).
        const waiting = pending.some((p) => p.field === key && p.value === body[key])
        if ((body[key] ?? null) !== (user[key] ?? null) && !waiting) changes[key] = body[key] ?? ''
      }
      const image = form.state.values.image
      if (image) changes.image = image
      if (Object.keys(changes).length === 0) return toast.show(t`There is nothing new to save.`, 'info')
      const { message, pending: asked = [] } = await update.mutateAsync(changes)
      form.setFieldValue('image', null)
      for (const p of asked) rememberResendAt(p.value, p.resend_after)
      setPending((list) => [...list.filter((p) => !asked.some((a) => a.field === p.field)), ...asked])
      toast.show(message, asked.length ? 'info' : 'success')
    },
  })
  const settle = (field: PendingContact['field']) =>
    setPending((list) => list.filter((p) => p.field !== field))

  return (
    <>
      <Form form={form} className="form-stack" aria-label={t`Personal information`}>
        <form.AppField name="image">
          {() => <AvatarUpload current={user.image} name={user.name} />}
        </form.AppField>
        <form.AppField name="name">
          {(field) => <field.TextField label={<Trans>Full name</Trans>} autoComplete="name" />}
        </form.AppField>
        <div className="form-row">
          <form.AppField name="phone">
            {() => <PhoneField label={<Trans>Mobile phone</Trans>} />}
          </form.AppField>
          <form.AppField name="email">{() => <EmailField />}</form.AppField>
        </div>
        <div className="form-row">
          <form.AppField name="country">
            {() => <CountryField label={<Trans>Country</Trans>} />}
          </form.AppField>
          <form.AppField name="city">
            {(field) => <field.TextField label={<Trans>City</Trans>} autoComplete="address-level2" />}
          </form.AppField>
        </div>
        <div className="form-actions">
          <SubmitButton>
            <Trans>Save changes</Trans>
          </SubmitButton>
        </div>
      </Form>
      {pending.map((p, i) => (
        <ContactCodeStep
          key={`${p.field}:${p.value}`}
          pending={p}
          focus={i === 0}
          onDone={() => settle(p.field)}
          onCancel={() => {
            settle(p.field)
            if (p.field === 'phone') form.setFieldValue('phone', splitPhone(user.phone))
            else form.setFieldValue('email', user.email ?? '')
          }}
        />
      ))}
    </>
  )
}
