/**
 * Error messages under a field or a form, found by `id` (a control's `aria-describedby`). One message
 * is a paragraph, several a list. A form's own errors are an `alert`, announced when they appear;
 * `live` also keeps the element on the page while empty, so a message that appears after a submit
 * with JavaScript lands in a live region that was already there.
 */
export function ErrorList(props: {
  id: string;
  errors: readonly string[] | undefined;
  alert?: boolean;
  live?: boolean;
  className?: string;
}) {
  const errors = props.errors ?? [];
  const alert = props.alert === true || props.live === true;
  const className = props.className ?? (alert ? "form-error" : "field-error");
  const role = alert ? "alert" : undefined;
  if (errors.length > 1) {
    return (
      <ul id={props.id} className={`${className} error-list`} role={role}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    );
  }
  if (errors.length === 0 && !props.live) return null;
  return (
    <p id={props.id} className={className} role={role}>
      {errors[0] ?? ""}
    </p>
  );
}
