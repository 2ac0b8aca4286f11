import { Link } from "@remix-run/react";
import { MenuPanel } from "./MenuPanel";

/** What the header shows of a signed-in member (filled in by the accounts issue). */
export interface HeaderUser {
  name: string;
  avatarUrl: string | null;
  hasNewNotification: boolean;
  scrapbookCount: number;
  hasTrips: boolean;
}

/**
 * The bar and its menu. The server renders it; the browser keeps that markup and fetches this code only
 * when the header is used or its member's data change (Kept, app/components/kept/). The shell adds the shadow
 * once the page has scrolled and closes the menu after a navigation, whichever markup is there.
 */
export function Header({ user, showMenu }: { user: HeaderUser | null; showMenu: boolean }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label="패밀리트립 홈">
          <span className="brand__mark" aria-hidden="true">
            ✈
          </span>
          패밀리트립
        </Link>
        {showMenu ? (
          <details className="menu">
            <summary className="menu__button" aria-label="메뉴">
              <span className="menu__icon" aria-hidden="true" />
              {/* Seen with the menu closed; the entry inside says what it is. */}
              {user?.hasNewNotification ? <span className="dot menu__dot" aria-hidden="true" /> : null}
            </summary>
            <nav className="menu__panel" aria-label="주 메뉴">
              <MenuPanel user={user} />
            </nav>
          </details>
        ) : null}
      </div>
    </header>
  );
}
