// A row's status change in a console list (the orders tab, the photobook tab): a select and its '변경'
// button, with and without JavaScript. Choosing alone sends nothing: arrow keys move a closed select
// through its options, and each move would tell the family (docs/decisions/0023-orders-in-the-back-office.md).
// With JavaScript the list reloads from the server in place. A navigation form, not a fetcher:
// `useFetcher` would put its code in the script every customer page loads (decision 28).
import { Form, useNavigation } from "@remix-run/react";

export function StatusSelectForm<S extends string>({
  action,
  idField,
  id,
  rowName,
  noun,
  status,
  options,
}: {
  action: string;
  /** The hidden field naming the row ("orderId", "photobookId"), and its value. */
  idField: string;
  id: string;
  /** How the row is named to a screen reader (the order's id), and what it is ("주문", "포토북"). */
  rowName: string;
  noun: string;
  status: S;
  options: readonly { value: S; label: string }[];
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get(idField) === id;
  const selectId = `${idField}-status-${id}`;
  return (
    <Form method="post" action={action} className="status-form" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name={idField} value={id} />
      <label className="visually-hidden" htmlFor={selectId}>
        {rowName} {noun} 상태
      </label>
      {/* Uncontrolled, keyed by the saved status: it shows the choice while it is sent, the server's after. */}
      <select key={status} id={selectId} name="status" defaultValue={status} disabled={sending}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--outline button--small" disabled={sending}>
        변경<span className="visually-hidden"> ({rowName})</span>
      </button>
    </Form>
  );
}
