import { Writable } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { RememberedSplices, RememberedSplicesContext } from "~/components/kept/kept.server";
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

/**
 * What reaches the server's error log: faults only. Remix logs whatever a render threw, and the staff
 * plan editor's error boundary hands an unknown plan's 404 up to the root's by throwing it (its second
 * render is the not-found screen): a wrong address, as every other 4xx answer is, so it is not logged.
 * A request the browser gave up on is not logged either (Remix's own rule).
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}

/**
 * Collects what React writes into one buffer. The compression middleware holds a page until its end
 * anyway (server/compression.ts), so streaming it through a PassThrough and a web ReadableStream only
 * paid for a dozen hand-offs per page (each of React's 2 KB chunks crossed both) before the same bytes
 * were joined; a collected page crosses them once.
 */
class PageCollector extends Writable {
  private readonly chunks: Buffer[] = [];
  constructor(private readonly splices: RememberedSplices) {
    // No 'close' after 'finish': React hears a close as the reader gone early and aborts the finished
    // render, making two errors (stack traces and all) for every page it had already written.
    super({ emitClose: false });
  }
  _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.chunks.push(chunk);
    callback();
  }
  _writev(chunks: { chunk: Buffer }[], callback: () => void) {
    for (const { chunk } of chunks) this.chunks.push(chunk);
    callback();
  }
  /** The page, with the remembered markup in place of its placeholders. */
  bytes(): Buffer {
    return this.splices.spliceInto(Buffer.concat(this.chunks));
  }
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
  const splices = new RememberedSplices();

  // No route defers data, and nothing leaves before the compression middleware has the whole page:
  // the page is rendered to its end (onAllReady, what bots always needed) and sent as one body.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Gives up on a render still waiting after the stream timeout. Cleared once the page is out: left
    // to run, it kept every finished render (its tree, its data) in memory for six more seconds.
    const timer = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RememberedSplicesContext.Provider value={splices}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </RememberedSplicesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const page = new PageCollector(splices);
          page.once("finish", () => {
            clearTimeout(timer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(new Uint8Array(page.bytes()), { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(page);
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
