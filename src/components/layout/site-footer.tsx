import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { InstallEntry } from '../../features/install'
import { useAppConfig } from '../../features/site/api/app-config'
import { formatNumber } from '../../lib/format'
import { usePreferences } from '../../lib/preferences'
import { FacebookIcon, InstagramIcon, MailIcon, TikTokIcon, XIcon } from '../ui/icons'
import './site-footer.css'

/** The copyright year of the spec (§1), written in the reader's digits. */
const COPYRIGHT_YEAR = 2024

/** Footer: social channels, contact e-mail, legal links and © 2024 (spec §1). */
export function SiteFooter() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const year = formatNumber(COPYRIGHT_YEAR, language, { useGrouping: false })
  const config = useAppConfig()
  const social = config?.social
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div>
          <p className="footer-brand">
            <Trans>Funduq</Trans>
          </p>
          <p className="footer-tagline">
            <Trans>Hotels across Iraq, booked in your language.</Trans>
          </p>
          <InstallEntry />
        </div>
        <nav aria-label={t`Legal`}>
          <ul className="footer-links">
            <li>
              <Link to="/terms-and-conditions">
                <Trans>Terms and conditions</Trans>
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy">
                <Trans>Privacy policy</Trans>
              </Link>
            </li>
            <li>
              <Link to="/faq">
                <Trans>Help centre</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          {config && (
            <a className="footer-mail" href={`mailto:${config.contact_email}`}>
              <MailIcon size={18} />
              <span dir="ltr">{config.contact_email}</span>
            </a>
          )}
          <ul className="social" aria-label={t`Social media`}>
            <li>
              <a href={social?.facebook} aria-label="Facebook" target="_blank" rel="noopener noreferrer">
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a href={social?.instagram} aria-label="Instagram" target="_blank" rel="noopener noreferrer">
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a href={social?.x} aria-label="X" target="_blank" rel="noopener noreferrer">
                <XIcon />
              </a>
            </li>
            <li>
              <a href={social?.tiktok} aria-label="TikTok" target="_blank" rel="noopener noreferrer">
                <TikTokIcon />
              </a>
            </li>
          </ul>
        </div>
      </div>
      {config?.mode === 'demo' && (
        // The demo's hotels, accounts and payments are made up: a visitor must not think otherwise.
        <p className="demo-notice" role="note">
          <Trans>
            Demo site: the hotels are samples and payments are tests. Nothing booked here is real.
          </Trans>
        </p>
      )}
      <p className="copyright">
        <Trans>© {year} Funduq. All rights reserved.</Trans>
      </p>
    </footer>
  )
}
