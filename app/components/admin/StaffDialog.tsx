// A back-office dialog that is a URL (a child route of its list): closing is a link back to the list.
// Without JavaScript it is a section of the page under the list; with it, the same element opens as
// a native modal dialog (focus kept inside, Escape closes through the same link).
import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef } from "react";

export function StaffDialog(props: { title: string; closeTo: string; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    // Rendered `open` by the server (a page section); promoted to a modal once the script runs.
    dialog.close();
    dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className={props.wide ? "staff-dialog staff-dialog--wide" : "staff-dialog"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        navigate(props.closeTo, { preventScrollReset: true });
      }}
    >
      <header className="staff-dialog__header">
        <h2 id={titleId}>{props.title}</h2>
        <Link to={props.closeTo} preventScrollReset className="staff-dialog__close" aria-label="닫기">
          ×
        </Link>
      </header>
      <div className="staff-dialog__body">{props.children}</div>
    </dialog>
  );
}
