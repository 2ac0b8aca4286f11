import { flatRoutes } from "remix-flat-routes";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes are grouped by area in remix-flat-routes' hybrid folders (docs/decisions/0049-areas-and-floors.md):
  // `admin+/dashboard.orders.tsx` is `admin.dashboard.orders.tsx`, and a pathless `_community+/` folder
  // only groups (`_community+/explore.tsx` is /explore). Remix's own scan is switched off for it.
  ignoredRouteFiles: ["**/*"],
  // A route's own server helpers (its guard) may sit beside it: *.server.* files are never routes.
  routes: (defineRoutes) => flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ["**/*.css", "**/*.test.*", "**/*.server.*"] }),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
