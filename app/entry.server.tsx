import { PassThrough } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/utils/nonce";

export const streamTimeout = 5_000;

/**
 * A signed-in visitor's pages carry their name in the header, and most of them more (trips, answers,
 * payments): no shared cache and no back-forward copy may keep them, unless a route said otherwise.
 */
function keepPrivate(request: Request, headers: Headers): void {
  if (!headers.has("Cache-Control") && /(?:^|;\s*)__session=/.test(request.headers.get("Cookie") ?? "")) {
    headers.set("Cache-Control", "private, no-store");
  }
}

export function handleDataRequest(response: Response, { request }: LoaderFunctionArgs | ActionFunctionArgs): Response {
  keepPrivate(request, response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  keepPrivate(request, responseHeaders);
  const nonce = loadContext.cspNonce ?? "";
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") || "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Gives up on a render still waiting after the stream timeout. Cleared once the page is out: left
    // to run, it kept every finished render (its tree, its data) in memory for six more seconds.
    const timer = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          body.once("finish", () => clearTimeout(timer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported here; the error boundary shows the visitor a page.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
