import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { InstallEntry } from '../../features/install'
import { useAppConfig } from '../../features/site/api/app-config'
import { CloseIcon, HeadsetIcon, MenuIcon, WhatsAppIcon } from '../ui/icons'
import { AccountLinks } from './account-links'
import { CurrencyPicker } from './currency-picker'
import { LanguagePicker } from './language-picker'
import { SiteNav } from './site-nav'
import './site-header.css'

/** Header: contact strip, brand, navigation (a drawer below 1060 px), pickers and account. */
export function SiteHeader() {
  const { t } = useLingui()
  const config = useAppConfig()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = drawerRef.current
    if (!dialog) return
    if (drawerOpen && !dialog.open) dialog.showModal()
    if (!drawerOpen && dialog.open) dialog.close()
  }, [drawerOpen])

  const whatsapp = config ? `https://wa.me/${config.whatsapp}` : undefined
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <a
            href={whatsapp}
            className="topbar-link"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`WhatsApp`}
          >
            <WhatsAppIcon size={16} />
            <span>
              <Trans>WhatsApp</Trans>
            </span>
          </a>
          <Link to="/contact" className="topbar-link" aria-label={t`Support`}>
            <HeadsetIcon size={16} />
            <span>
              <Trans>Support</Trans>
            </span>
          </Link>
          <div className="topbar-pickers">
            <LanguagePicker />
            <CurrencyPicker />
          </div>
        </div>
      </div>
      <div className="container header-main">
        <Link to="/" className="brand" aria-label={t`Funduq home`}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span className="brand-name">
            <Trans>Funduq</Trans>
          </span>
        </Link>
        <nav className="desktop-nav" aria-label={t`Main`}>
          <SiteNav />
        </nav>
        <div className="desktop-account">
          <AccountLinks />
        </div>
        <button
          type="button"
          className="menu-button"
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>
      <dialog ref={drawerRef} className="drawer" aria-label={t`Menu`} onClose={() => setDrawerOpen(false)}>
        <button
          type="button"
          className="drawer-close"
          aria-label={t`Close menu`}
          onClick={() => setDrawerOpen(false)}
        >
          <CloseIcon />
        </button>
        <nav aria-label={t`Main`}>
          <SiteNav onNavigate={() => setDrawerOpen(false)} />
        </nav>
        <AccountLinks onNavigate={() => setDrawerOpen(false)} />
        <div className="drawer-install">
          <InstallEntry />
        </div>
      </dialog>
    </header>
  )
}
