import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { routeFor } from '../routes.tsx'
import { isActive, linkState, NAV, type NavItem } from './nav.ts'

const preload = (href: string | undefined) => {
  if (href) void routeFor(href).preload()
}

/** The desktop menu (≥ 798px): links and the "更多" submenu. */
export function DesktopNav({ path }: { path: string }) {
  return (
    <nav className="xz-nav" aria-label="主菜单">
      <ul className="xz-nav__list">
        {NAV.filter((item) => !item.mobileOnly).map((item) => (
          <li key={item.label} className="xz-nav__item">
            {item.children ? (
              <SubMenu item={item} path={path} />
            ) : (
              <Link
                href={item.href ?? '/'}
                {...linkState(item, path, 'xz-nav__link')}
                onPointerEnter={() => preload(item.href)}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Chevron() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
      className="xz-nav__chevron"
    >
      <path
        d="m2.5 4.5 3.5 3.5 3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** A disclosure: opens on hover and on click, closes on Esc, a click outside or a choice. */
function SubMenu({ item, path }: { item: NavItem; path: string }) {
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // The pointer opened it on the way to the button: the click that follows (a mouse click, or the
  // tap that produced the hover on a touch screen) must not fold it up again.
  const hoverOpened = useRef(false)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [path])

  useEffect(() => {
    if (!open) hoverOpened.current = false
  }, [open])

  const active = isActive(item, path)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the button's disclosure
    <div
      ref={box}
      className={open ? 'xz-nav__group is-open' : 'xz-nav__group'}
      onMouseEnter={() => {
        if (!open) hoverOpened.current = true
        setOpen(true)
      }}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        className={active ? 'xz-nav__link is-active' : 'xz-nav__link'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (hoverOpened.current) hoverOpened.current = false
          else setOpen((o) => !o)
        }}
      >
        {item.label}
        <Chevron />
      </button>
      <ul id={menuId} className="xz-nav__menu" hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.label}>
            <Link
              href={child.href ?? '/'}
              {...linkState(child, path, 'xz-nav__menu-link')}
              onPointerEnter={() => preload(child.href)}
              onClick={() => setOpen(false)}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
