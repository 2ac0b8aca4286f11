import { isTossSandboxOn, SANDBOX_WIDGET_SCRIPT } from "~/services/toss-sandbox.server";

// The payment widget stand-in, loaded by @tosspayments/payment-widget-sdk through its `src` option.
export function loader() {
  if (!isTossSandboxOn()) return new Response("Not Found", { status: 404 });
  return new Response(SANDBOX_WIDGET_SCRIPT, {
    headers: { "Content-Type": "application/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
