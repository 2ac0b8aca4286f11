import { Link, useNavigate } from "@remix-run/react";

/**
 * A back button: a plain link to `href` (the page we came from, worked out on the server) that,
 * with JavaScript, steps back in history instead so the previous scroll position is kept.
 */
export function BackLink({ href, label = "뒤로 가기", className = "back-link" }: { href: string; label?: string; className?: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={href}
      className={className}
      onClick={(event) => {
        if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
