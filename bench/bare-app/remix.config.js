// The baseline for `npm run bench`: the smallest Remix page, built and served the same way as the app,
// with the app's future flags.
import app from "../../remix.config.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  future: app.future,
};
