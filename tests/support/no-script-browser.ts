// A browser with JavaScript off, without a browser: what the `nojs` Playwright project checked of a
// form's round trip (the server's HTML, its forms posted as a browser posts them, the redirects
// followed, the cookies kept) at a fraction of Chromium's cost (decision 42). Pages are parsed by
// jsdom with scripting off (a <noscript> is markup, as in a browser with script off); no page script
// ever runs. A form is posted with the entry list the HTML standard builds (jsdom's `new FormData(form,
// submitter)`), so a field the markup does not name, a disabled control or a wrong submitter name
// shows here as it would in a browser.
//
// What it does not see: layout and CSS (a control hidden by a style is still found; the `js` project
// and its axe checks cover what a page looks like), and colour contrast in checkA11y.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { JSDOM, VirtualConsole } from "jsdom";
import type { Actor, World } from "./actors";

const MAX_REDIRECTS = 10;
let axeScript: string | undefined;
/** axe-core's script, read once, to run inside a page's window. */
function axeSource(): string {
  axeScript ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return axeScript;
}

/** Whitespace collapsed, as an accessible name is compared. */
const normalized = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** What can be read and done within one part of the page (the whole page, a dialog, a group). */
export interface NoScriptScope {
  /** The normalised text of the first element `selector` names, or of the scope itself ('' when none). */
  text: (selector?: string) => string;
  /** The normalised texts of every element `selector` names. */
  texts: (selector: string) => string[];
  /** Types `value` into the field labelled `label` (label text, aria-label or aria-labelledby, exact). */
  fill: (label: string, value: string) => void;
  /** The value of the field labelled `label`. */
  value: (label: string) => string;
  /** The field labelled `label` itself (for its attributes). */
  field: (label: string) => HTMLElement;
  /** Whether the checkbox or radio button labelled `label` is checked. */
  isChecked: (label: string) => boolean;
  check: (label: string) => void;
  uncheck: (label: string) => void;
  /** Picks the option whose text is `option` in the select labelled `label`. */
  select: (label: string, option: string) => void;
  /** How many links and buttons are named `name` (exact, or matching a pattern). */
  count: (name: string | RegExp) => number;
  /** Whether the one button named `name` is disabled. */
  isDisabled: (name: string | RegExp) => boolean;
  /** Follows the link or presses the submit button named `name` (exact, or matching a pattern; one only). */
  click: (name: string | RegExp) => Promise<void>;
  /** The one part named `name`: a fieldset by its legend, or an element by aria-label or aria-labelledby. */
  named: (name: string) => NoScriptScope;
  /** The one element `selector` names. */
  within: (selector: string) => NoScriptScope;
}

export interface NoScriptBrowser extends NoScriptScope {
  /** The current page's address. */
  url: URL;
  /** The current page's status (after redirects). */
  status: number;
  document: Document;
  /** GET `path`, following redirects. */
  visit: (path: string) => Promise<void>;
  /** axe on the current page (serious and critical violations fail), without CSS: see above. */
  checkA11y: () => Promise<void>;
}

/** A no-script browser for `actor` on `world`, its cookie jar holding the actor's session. */
export async function noScriptBrowser(world: World, actor: Actor): Promise<NoScriptBrowser> {
  const jar = new Map<string, string>();
  const session = await actor.cookie();
  if (session) {
    const [name, ...value] = session.split("=");
    jar.set(name!, value.join("="));
  }
  let dom = new JSDOM("", { url: world.url });
  let status = 0;

  const keepCookies = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const [name, ...value] = pair!.split("=");
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value.join("=") === "";
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join("="));
    }
  };

  const navigate = async (target: URL, init: { method: string; body?: string | FormData; contentType?: string }) => {
    let url = target;
    let { method, body } = init;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const headers = new Headers({ Accept: "text/html" });
      if (jar.size) headers.set("Cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
      if (method !== "GET") headers.set("Origin", world.url);
      if (body !== undefined && init.contentType) headers.set("Content-Type", init.contentType);
      const response = await fetch(url, { method, headers, body: method === "GET" ? undefined : body, redirect: "manual" });
      keepCookies(response);
      const location = response.headers.get("Location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        // 307 and 308 repeat the request; the others (Remix's redirects) become a GET.
        if (response.status !== 307 && response.status !== 308) [method, body] = ["GET", undefined];
        continue;
      }
      status = response.status;
      dom = new JSDOM(await response.text(), { url: url.href, runScripts: "outside-only", virtualConsole: new VirtualConsole() });
      return;
    }
    throw new Error(`more than ${MAX_REDIRECTS} redirects from ${target}`);
  };

  const document = () => dom.window.document;
  // Out of the accessibility tree, as Playwright's role and label queries leave them out.
  const inHiddenTree = (element: Element) => element.closest('[hidden], template, [aria-hidden="true"]') !== null;

  const where = () => dom.window.location.href;
  const nameOf = (element: Element) => {
    const byIds = element
      .getAttribute("aria-labelledby")
      ?.split(/\s+/)
      .map((id) => normalized(document().getElementById(id)?.textContent))
      .join(" ");
    return normalized(byIds || element.getAttribute("aria-label")) || null;
  };

  const labelled = (root: ParentNode, label: string): HTMLElement => {
    const found = new Set<HTMLElement>();
    for (const element of root.querySelectorAll<HTMLLabelElement>("label")) {
      if (normalized(element.textContent) === label && element.control) found.add(element.control);
    }
    for (const element of root.querySelectorAll<HTMLElement>("input, select, textarea, [role]")) {
      if (nameOf(element) === label) found.add(element);
    }
    const controls = [...found].filter((element) => !inHiddenTree(element));
    if (controls.length !== 1) throw new Error(`${controls.length} fields labelled '${label}' on ${where()}`);
    return controls[0]!;
  };

  const accessibleName = (element: Element) =>
    nameOf(element) ?? normalized(element instanceof dom.window.HTMLInputElement ? element.value : element.textContent);

  const checkable = (root: ParentNode, label: string) => {
    const input = labelled(root, label);
    if (!(input instanceof dom.window.HTMLInputElement) || !["checkbox", "radio"].includes(input.type)) {
      throw new Error(`'${label}' is not a checkbox or a radio button`);
    }
    return input;
  };

  const actionable = (root: ParentNode, name: string | RegExp) =>
    [...root.querySelectorAll("a[href], button, input[type=submit], input[type=image]")].filter((element) => {
      const own = accessibleName(element);
      return (typeof name === "string" ? own === name : name.test(own)) && !inHiddenTree(element);
    });

  const only = (elements: Element[], what: string) => {
    const visible = elements.filter((element) => !inHiddenTree(element));
    if (visible.length !== 1) throw new Error(`${visible.length} ${what} on ${where()}`);
    return visible[0]!;
  };

  const submit = async (button: HTMLButtonElement | HTMLInputElement) => {
    const form = button.form;
    if (!form) throw new Error(`the button '${accessibleName(button)}' belongs to no form on ${where()}`);
    // Without script the browser still checks required fields, patterns and ranges before posting.
    if (!form.noValidate && !button.formNoValidate && !form.checkValidity()) {
      const invalid = [...form.elements].filter((element) => !(element as HTMLInputElement).checkValidity?.());
      throw new Error(`the browser would not post: ${invalid.map((element) => (element as HTMLInputElement).name).join(", ")}`);
    }
    const method = (button.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get").toUpperCase();
    // An absent or empty action is the document's own address.
    const action = new URL(
      button.getAttribute("formaction") || form.getAttribute("action") || dom.window.location.href,
      dom.window.location.href,
    );
    const entries = [...new dom.window.FormData(form, button)].map(([name, value]) => {
      if (typeof value !== "string") throw new Error(`'${name}' is a file: the no-script browser posts text fields only`);
      return [name, value] as [string, string];
    });
    if (method === "GET") {
      action.search = new URLSearchParams(entries).toString();
      return navigate(action, { method });
    }
    if ((button.getAttribute("formenctype") ?? form.enctype) === "multipart/form-data") {
      const body = new FormData();
      for (const [name, value] of entries) body.append(name, value);
      return navigate(action, { method, body });
    }
    return navigate(action, { method, body: new URLSearchParams(entries).toString(), contentType: "application/x-www-form-urlencoded" });
  };

  const scope = (root: () => ParentNode & { textContent: string | null }): NoScriptScope => ({
    text: (selector) => normalized((selector ? root().querySelector(selector) : root())?.textContent),
    texts: (selector) => [...root().querySelectorAll(selector)].map((element) => normalized(element.textContent)),
    fill: (label, value) => {
      const field = labelled(root(), label) as HTMLInputElement;
      if (field.readOnly || field.disabled) throw new Error(`'${label}' cannot be typed into`);
      field.value = value;
    },
    value: (label) => (labelled(root(), label) as HTMLInputElement).value,
    field: (label) => labelled(root(), label),
    isChecked: (label) => checkable(root(), label).checked,
    check: (label) => {
      checkable(root(), label).checked = true;
    },
    uncheck: (label) => {
      checkable(root(), label).checked = false;
    },
    select: (label, option) => {
      const field = labelled(root(), label);
      if (!(field instanceof dom.window.HTMLSelectElement)) throw new Error(`'${label}' is not a select`);
      const picked = [...field.options].find((candidate) => normalized(candidate.textContent) === option);
      if (!picked) throw new Error(`'${label}' has no option '${option}'`);
      picked.selected = true;
    },
    count: (name) => actionable(root(), name).length,
    isDisabled: (name) => (only(actionable(root(), name), `links or buttons named '${name}'`) as HTMLButtonElement).disabled === true,
    click: async (name) => {
      const target = only(actionable(root(), name), `links or buttons named '${name}'`);
      if (target instanceof dom.window.HTMLAnchorElement) return navigate(new URL(target.href), { method: "GET" });
      const button = target as HTMLButtonElement | HTMLInputElement;
      if (button.disabled) throw new Error(`the button '${name}' is disabled`);
      if (button instanceof dom.window.HTMLButtonElement && button.type !== "submit") {
        throw new Error(`the button '${name}' does nothing without script (type=${button.type})`);
      }
      return submit(button);
    },
    named: (name) =>
      scope(() => {
        const parts = [...root().querySelectorAll("fieldset, [aria-label], [aria-labelledby]")].filter((element) => {
          const legend = element instanceof dom.window.HTMLFieldSetElement ? element.querySelector(":scope > legend") : null;
          return (nameOf(element) ?? normalized(legend?.textContent)) === name;
        });
        return only(parts, `parts named '${name}'`);
      }),
    within: (selector) => scope(() => only([...root().querySelectorAll(selector)], `elements '${selector}'`)),
  });

  const browser: NoScriptBrowser = {
    ...scope(() => document().body),
    get url() {
      return new URL(where());
    },
    get status() {
      return status;
    },
    get document() {
      return document();
    },
    visit: (path) => navigate(new URL(path, world.url), { method: "GET" }),
    checkA11y: async () => {
      const window = dom.window as unknown as { eval: (code: string) => unknown; axe?: AxeInPage };
      if (!window.axe) window.eval(axeSource());
      const results = await window.axe!.run(document(), { resultTypes: ["violations"], rules: { "color-contrast": { enabled: false } } });
      const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      if (blocking.length === 0) return;
      const found = blocking.map(
        (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      throw new Error(`axe on ${where()}:\n${found.join("\n")}`);
    },
  };
  return browser;
}

interface AxeInPage {
  run: (
    context: Document,
    options: object,
  ) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] }[] }>;
}
