// A back-office dialog that is a URL (a child route of its list): closing is a link back to the list.
// Without JavaScript it is a section of the page under the list; with it, the same element opens as
// a native modal dialog (focus kept inside, Escape closes through the same link).
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { LIST_LOAD_FAILED } from "~/messages/admin";

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

/**
 * A detail dialog's error boundary: an unknown id (404) says so, anything else that it could not be
 * read; either way inside the console, the list still under it, with a link back to it.
 */
export function StaffDialogError(props: { title: string; closeTo: string; notFound: string; back: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StaffDialog title={props.title} closeTo={props.closeTo}>
      <p className="load-error" role="alert">
        {notFound ? props.notFound : LIST_LOAD_FAILED}
      </p>
      <p>
        <Link to={props.closeTo} className="staff-link">
          {props.back}
        </Link>
      </p>
    </StaffDialog>
  );
}
