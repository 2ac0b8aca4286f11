import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    /** The caller's address, as Express sees it (honours TRUST_PROXY). */
    clientIp: string;
    /** The page rule of the route a path opens (app/page-rules.server.ts), for the root loader's guard. */
    pageRule: (pathname: string) => import("~/page-rules").PageRule;
    /** The scripts a page adds to preload a module it imports on demand (app/on-demand-scripts.server.ts). */
    onDemandScripts: import("~/on-demand-scripts.server").OnDemandScripts;
  }
  // Loader and action types follow single fetch (remix.config.js turns it on).
  interface Future {
    v3_singleFetch: true;
  }
}
