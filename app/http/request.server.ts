// The one way request data comes in: form bodies and JSON bodies read with a size limit, decoded
// strictly, and cleaned once, so every action sees the same text on SQLite and PostgreSQL, and a bad
// request gets a 4xx with a Korean message instead of a 500. Also the redirect rule for return
// addresses, and small helpers shared by loaders and actions.

import { config } from "~/config.server";

/** Form posts are small: a survey answer or a sign-up form is a few KiB. Uploads stream elsewhere. */
const FORM_BODY_LIMIT = config.formBodyLimit;

export const REQUEST_MESSAGES = {
  badRequest: "요청을 처리할 수 없습니다. 입력한 내용을 확인하고 다시 시도해주세요.",
  unsupported: "지원하지 않는 형식의 요청입니다. 화면의 양식으로 다시 보내주세요.",
  tooLarge: "보낸 내용이 너무 큽니다. 내용을 줄여서 다시 시도해주세요.",
} as const;

/**
 * A 4xx answer thrown from an action: routes render it in their error boundary (its `message`), and
 * resource routes hand it to the caller as JSON. The server reads the rest of a refused body before
 * the connection closes (lingerAfterRefusal in server/refuse.ts), so the client can read the 413.
 */
export function requestError(status: 400 | 413 | 415, message: string = messageForStatus(status)): Response {
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}

function messageForStatus(status: 400 | 413 | 415): string {
  if (status === 413) return REQUEST_MESSAGES.tooLarge;
  if (status === 415) return REQUEST_MESSAGES.unsupported;
  return REQUEST_MESSAGES.badRequest;
}

// C0 controls and DEL, except tab, line feed and carriage return (text areas keep their lines).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Text as every model may store it: control characters (NUL among them) removed, Unicode NFC. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").normalize("NFC");
}

/** Reads a body up to `limit` bytes, counting as it streams: a larger one is refused with 413 without reading the rest. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw requestError(413);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw requestError(413);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw requestError(400);
  }
}

/** application/x-www-form-urlencoded, decoded strictly: broken percent-escapes or invalid UTF-8 are a 400. */
function parseUrlEncoded(text: string): FormData {
  const form = new FormData();
  if (!text) return form;
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const split = pair.indexOf("=");
    const [rawName, rawValue] = split === -1 ? [pair, ""] : [pair.slice(0, split), pair.slice(split + 1)];
    try {
      form.append(
        cleanText(decodeURIComponent(rawName.replaceAll("+", " "))),
        cleanText(decodeURIComponent(rawValue.replaceAll("+", " "))),
      );
    } catch {
      throw requestError(400);
    }
  }
  return form;
}

/**
 * The body of a form post, as FormData of cleaned text. Anything else is refused: another content
 * type (415), a malformed or non-UTF-8 body (400), one over the limit (413), a file in a plain form
 * (400; uploads have their own service). A post without a body type is an empty form.
 */
export async function readForm(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  const isUrlEncoded = type === "" || type.startsWith("application/x-www-form-urlencoded");
  const isMultipart = type.startsWith("multipart/form-data");
  if (!isUrlEncoded && !isMultipart) throw requestError(415);
  if (isMultipart && !/;\s*boundary=/.test(type)) throw requestError(400);
  const bytes = await readBody(request, limit);
  if (isUrlEncoded) return parseUrlEncoded(decodeUtf8(bytes));

  let parsed: FormData;
  try {
    parsed = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
  } catch {
    throw requestError(400);
  }
  const form = new FormData();
  for (const [name, value] of parsed) {
    if (typeof value !== "string") throw requestError(400);
    form.append(cleanText(name), cleanText(value));
  }
  return form;
}

/** Every string inside a JSON value cleaned like form text (keys too). */
function cleanJson(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value && typeof value === "object") {
    const clean: Record<string, unknown> = Object.create(null);
    for (const [key, item] of Object.entries(value)) clean[cleanText(key)] = cleanJson(item);
    return clean;
  }
  return value;
}

/**
 * A JSON body (webhooks, the sandbox's API, analytics): application/json only, within the limit,
 * strings cleaned. `beacon` also takes text/plain, the type `navigator.sendBeacon` gives a string body.
 */
export async function readJson(request: Request, limit = FORM_BODY_LIMIT, { beacon = false } = {}): Promise<unknown> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/json") && !(beacon && type.startsWith("text/plain"))) throw requestError(415);
  const text = decodeUtf8(await readBody(request, limit));
  try {
    return cleanJson(JSON.parse(text));
  } catch {
    throw requestError(400);
  }
}

/**
 * A POST's JSON body (a GET's is null), or the status its reading was refused with: for an API that
 * words its refusals itself (the Toss sandbox, app/services/toss-sandbox.server.ts).
 */
export async function readJsonOrRefusal(request: Request): Promise<{ json: unknown } | { refused: number }> {
  if (request.method !== "POST") return { json: null };
  try {
    return { json: await readJson(request) };
  } catch (thrown) {
    if (thrown instanceof Response) return { refused: thrown.status };
    throw thrown;
  }
}

/** A form field as text ('' when missing). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

// ---- Return addresses ---------------------------------------------------------------------------

// A path, then an optional query and fragment, of the characters a URL may hold unescaped (RFC 3986
// unreserved, sub-delims, ':', '@', '/', '?', '#', and '%' escapes). No space, tab, backslash or control.
const SAFE_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]*$/;
const PROBE_ORIGIN = "http://return.invalid";

/**
 * The one redirect rule: a return address survives only as a same-origin path of safe characters —
 * no control characters, tabs or backslashes, no `//` anywhere, no encoded slash or backslash, no
 * scheme — else `fallback`. Used wherever a return address is read: queries, forms and cookies.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length > 2000 || !SAFE_PATH.test(to) || to.includes("//")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return fallback;
  }
  // What a browser or a proxy could make of the escapes must be as plain as the address itself.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\\\u0000-\u001F\u007F]|\/\/|%2f|%5c/i.test(decoded) || /%(2f|5c)/i.test(to)) return fallback;
  try {
    const url = new URL(to, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return to;
}

/** Where a 'back' link without JavaScript should go: the same-site page we came from, else home. */
export function backHref(request: Request, fallback = "/"): string {
  return backHrefOf(request.headers.get("Referer"), request.url, fallback);
}

/** backHref from the Referer and the page's address (the shared visitor pages key their copies by it). */
export function backHrefOf(referer: string | null | undefined, url: string, fallback = "/"): string {
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const here = new URL(url);
    if (from.host !== here.host || from.pathname === here.pathname) return fallback;
    return safeRedirectPath(from.pathname + from.search, fallback);
  } catch {
    return fallback;
  }
}
