import type { Toast as ToastData } from "~/http/toast.server";

/** A one-shot message from the server. It fades out by CSS alone, so it works without JavaScript. */
export function Toast({ toast }: { toast: ToastData | null }) {
  if (!toast) return null;
  return (
    <div
      key={toast.id}
      className={`toast toast--${toast.kind}`}
      role={toast.kind === "error" ? "alert" : "status"}
      aria-live={toast.kind === "error" ? "assertive" : "polite"}
    >
      {toast.message}
    </div>
  );
}
