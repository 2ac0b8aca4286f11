/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // A route's own server helpers (its guard) may sit beside it: *.server.* files are never routes.
  ignoredRouteFiles: ["**/*.css", "**/*.test.*", "**/*.server.*"],
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
