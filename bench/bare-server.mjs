// Serves the bare Remix app with the same Express, compression and static setup as the real server.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "bare-app");
const build = await import(pathToFileURL(resolve(root, "build/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/build", express.static(resolve(root, "public/build"), { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
