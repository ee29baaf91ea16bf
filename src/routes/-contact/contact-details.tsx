import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PinIcon,
  Svg,
  TikTokIcon,
  WhatsAppIcon,
  XIcon,
} from '../../components/ui/icons'
import { telHref, useOfficeAddress, whatsappHref } from '../../features/contact/office'
import './contact.css'

export interface ContactConfig {
  contact_email: string
  contact_phones: string[]
  whatsapp: string
  social: { facebook: string; instagram: string; x: string; tiktok: string }
}

function PhoneIcon() {
  return (
    <Svg>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Svg>
  )
}

function Item({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <li className="contact-item">
      <span className="contact-item-icon">{icon}</span>
      <div>
        <p className="contact-item-label">{label}</p>
        {children}
      </div>
    </li>
  )
}

/** E-mail, phones, WhatsApp and social channels from the server's settings (GET /api/app-config). */
export function ContactDetails({ config }: { config: ContactConfig }) {
  const { t } = useLingui()
  const social = [
    { name: 'Facebook', href: config.social.facebook, Icon: FacebookIcon },
    { name: 'Instagram', href: config.social.instagram, Icon: InstagramIcon },
    { name: 'X', href: config.social.x, Icon: XIcon },
    { name: 'TikTok', href: config.social.tiktok, Icon: TikTokIcon },
  ]
  return (
    <div className="contact-details">
      <ul className="contact-items">
        <Item icon={<MailIcon />} label={<Trans>E-mail</Trans>}>
          <a href={`mailto:${config.contact_email}`} dir="ltr" data-testid="contact-email">
            {config.contact_email}
          </a>
        </Item>
        <Item icon={<PhoneIcon />} label={<Trans>Phone</Trans>}>
          <ul className="contact-phones">
            {config.contact_phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} dir="ltr" data-testid="contact-phone">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </Item>
        <Item icon={<WhatsAppIcon />} label={<Trans>WhatsApp</Trans>}>
          <a
            href={whatsappHref(config.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="contact-whatsapp"
          >
            <Trans>Chat with us on WhatsApp</Trans>
          </a>
        </Item>
      </ul>
      <h3 className="contact-subheading">
        <Trans>Follow us</Trans>
      </h3>
      <ul className="contact-social" aria-label={t`Social media`}>
        {social.map(({ name, href, Icon }) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              <Icon />
              <span>{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Where the office is. The map joins later inside the slot; until then it holds the address. */
export function OfficeLocation() {
  const address = useOfficeAddress()
  return (
    <div className="contact-map" data-map-slot>
      <div className="contact-map-address">
        <PinIcon size={28} />
        <address data-testid="office-address">{address}</address>
      </div>
    </div>
  )
}
