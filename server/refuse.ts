// Answers given before Remix: a plain Korean page (or `{ message }` for a script), and the care a
// refused body needs so that its sender still reads the answer.
import type { Request, Response } from "express";

/** How long a refused body may keep coming after its 413 (nginx's lingering_time is 30 s too). */
const LINGER_MS = 30_000;

/**
 * A body refused with 413 while it is still coming is read to its end and thrown away before the
 * connection may close: closing a socket with unread bytes sends a reset, and a client still writing
 * (a 10 MB post) then loses the answer. So 413s carry no `Connection: close`; this drains the rest
 * (Node does it itself for a body nobody started reading), and a client that never stops is cut off.
 */
export function lingerAfterRefusal(req: Request, res: Response): void {
  res.once("finish", () => {
    if (res.statusCode !== 413 || req.complete) return;
    // Remix's request stream may still hold it (paused at its high-water mark): let go and discard.
    req.removeAllListeners("data");
    req.resume();
    const cutOff = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
    req.once("end", () => clearTimeout(cutOff));
    req.once("close", () => clearTimeout(cutOff));
  });
}

/**
 * A plain Korean page for answers given before Remix (a refused address, a body too large, too many
 * writes); `{ message }` for a script that asks for JSON, such as the photo uploader, which shows the
 * member why (to wait a minute, say) rather than only that the upload failed.
 */
export function refuse(res: Response, status: number, message: string): void {
  if (res.req.accepts(["html", "json"]) === "json") {
    res.status(status).json({ message });
    return;
  }
  res
    .status(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="ko"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>패밀리트립</title><main style="font-family:sans-serif;padding:24px;max-width:480px;margin:auto"><h1 style="font-size:20px">요청을 처리할 수 없어요</h1><p>${message}</p><p><a href="/">홈으로 가기</a></p></main></html>`,
    );
}
