// The server's page views (docs/decisions/0057-analytics-tracker-and-server-page-views.md): every
// document it sends counts once, with or without JavaScript, static pages and visitors' shared
// copies of /explore included (this runs before the shared copies are answered). Counted when the
// answer has gone out, so it adds nothing to the page's time: a 200 HTML answer to a GET that is not
// a data request, an asset, a prefetch, the back office, a sandbox or a bot.
import type { RequestHandler } from "express";
import { isbot } from "isbot";
import { recordPageView } from "../app/models/analytics/page-views.server";
import { remembered } from "../app/utils/remembered";
import { isTrackedPath } from "../app/vocabulary/analytics-events";

// The same few browsers ask on every page: isbot's one long expression runs once for each.
const isBot = remembered(1000, isbot);

export function isCountedDocument(request: {
  method: string;
  path: string;
  query: string;
  status: number;
  contentType: string;
  userAgent: string;
  purpose: string;
}): boolean {
  return (
    request.method === "GET" &&
    request.status === 200 &&
    request.contentType.startsWith("text/html") &&
    !request.path.endsWith(".data") &&
    !/(?:^|&)_data=/.test(request.query) &&
    !request.path.startsWith("/build/") &&
    !/prefetch|prerender/i.test(request.purpose) &&
    isTrackedPath(request.path) &&
    !isBot(request.userAgent)
  );
}

export function countPageViews(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET")
      res.once("finish", () => {
        const userAgent = req.get("user-agent") ?? "";
        const counted = isCountedDocument({
          method: req.method,
          path: req.path,
          query: req.originalUrl.split("?")[1] ?? "",
          status: res.statusCode,
          contentType: String(res.getHeader("Content-Type") ?? ""),
          userAgent,
          purpose: req.get("sec-purpose") ?? req.get("purpose") ?? "",
        });
        if (!counted) return;
        let url: URL;
        try {
          // Only the path, the query and the host are read: the scheme (a proxy's question) does not matter.
          url = new URL(req.originalUrl, `http://${req.get("host") ?? "app.invalid"}`);
        } catch {
          return;
        }
        recordPageView({
          url,
          referrer: req.get("referer") ?? null,
          userAgent,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        }).catch((error) => console.error("page view not counted", error));
      });
    next();
  };
}
