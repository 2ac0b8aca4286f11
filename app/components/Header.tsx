import { Link, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";

/** What the header shows of a signed-in member (filled in by the accounts issue). */
export interface HeaderUser {
  name: string;
  avatarUrl: string | null;
  hasNewNotification: boolean;
  scrapbookCount: number;
  hasTrips: boolean;
}

const SHADOW_THRESHOLD_PX = 10;

/** The bar and its menu button; the menu's panel (`children`) is the root's kept markup (MenuPanel.tsx). */
export function Header({ showMenu, dot, children }: { showMenu: boolean; dot: boolean; children: ReactNode }) {
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [scrolled, setScrolled] = useState(false);

  // Enhancement only: a stronger shadow once the page has scrolled.
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SHADOW_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Close the menu after a client-side navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which location.key marks
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);

  return (
    <header className={scrolled ? "site-header is-scrolled" : "site-header"}>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label="패밀리트립 홈">
          <span className="brand__mark" aria-hidden="true">
            ✈
          </span>
          패밀리트립
        </Link>
        {showMenu ? (
          <details className="menu" ref={menuRef}>
            <summary className="menu__button" aria-label="메뉴">
              <span className="menu__icon" aria-hidden="true" />
              {/* Seen with the menu closed; the entry inside says what it is. */}
              {dot ? <span className="dot menu__dot" aria-hidden="true" /> : null}
            </summary>
            <nav className="menu__panel" aria-label="주 메뉴">
              {children}
            </nav>
          </details>
        ) : null}
      </div>
    </header>
  );
}
