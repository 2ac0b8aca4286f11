import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import {
  type ComponentType,
  type FormEvent,
  lazy,
  memo,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { Carried } from "~/components/kept-carry";
import { Toast } from "~/components/Toast";
import { type PageRule, pageRuleOf } from "~/page-rules";
import { ErrorScreenOnServer, earlyInputsOnServer, loadShell, NotFoundOnServer, SHELL_ON_SERVER } from "~/root.server";
import styles from "~/styles/app.css";
import { useNonce } from "~/utils/nonce";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Every page describes itself (decision 65); the root's head is only the error screens' (and a page
// whose loader threw), so it is a title: a description here would be script on every page for none.
export const meta: MetaFunction = () => [{ title: "패밀리트립 - 아이와 함께하는 맞춤 가족 여행" }];

// The shell's data (site contacts, the toast, the member, the guards) lives in one server module, so
// the page's script does not carry placeholders for each server import. The server matches the
// request to its route module and passes that route's page rule (the root cannot see child handles).
export const loader = ({ request, context }: LoaderFunctionArgs) => loadShell(request, context.pageRule(new URL(request.url).pathname));

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** The matched route's page rule (its `handle.page`). */
function usePageRule(): PageRule {
  const matches = useMatches();
  const { pathname } = useLocation();
  return pageRuleOf(
    matches.map((match) => match.handle),
    pathname,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Pages whose rule says `hydrate: false` are served without the client runtime.
  const hydrate = usePageRule().hydrate !== false;
  // The share of sessions the recorder's loader records (app/utils/recorder/loader.ts): the same for everyone.
  const recording = useRouteLoaderData<typeof loader>("root")?.site.recordingSampleRate;
  const { pathname } = useLocation();
  return (
    <html lang="ko" data-recording={hydrate ? recording : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        {/* The recording sample's draw and the visitor's first inputs; its text is the server's alone (the browser keeps it as it is). */}
        {hydrate && recording ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own (app/utils/recorder/early.ts), no visitor's text
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: earlyInputsOnServer?.(pathname) ?? "" }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const page = usePageRule();

  // The first page has hydrated: screens shown from now on mount in the app (see NotFound below).
  // The attribute lets end-to-end tests (and nothing else) know that React has taken over the page.
  useEffect(() => {
    firstRender = false;
    document.documentElement.dataset.hydrated = "true";
    // The header's stronger shadow once the page has scrolled (an enhancement; kept or live header alike).
    const onScroll = () => document.querySelector(".site-header")?.classList.toggle("is-scrolled", scrollY > 10);
    onScroll();
    addEventListener("scroll", onScroll, { passive: true });
    return () => removeEventListener("scroll", onScroll);
  }, []);
  // The menu closes after a navigation.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which location.key marks
  useEffect(() => {
    document.querySelector<HTMLDetailsElement>(".site-header details")?.removeAttribute("open");
  }, [key]);

  return (
    <>
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <Kept
        id="header"
        server={SHELL_ON_SERVER?.Header}
        load={loadHeader}
        props={{ user: root?.user ?? null, showMenu: page.menu !== false }}
        wake="use"
      />
      <main id="main" className="site-main">
        {children}
      </main>
      {root && page.footer !== false ? (
        <Kept id="footer" server={SHELL_ON_SERVER?.Footer} load={loadFooter} props={{ site: root.site }} />
      ) : null}
      <Toast toast={root?.toast ?? null} />
    </>
  );
}

/** True on the server, and in the browser until the first page has hydrated (the shell's effect). */
let firstRender = true;

/**
 * A screen the browser fetches only when it shows it (the not-found and the error screens, one module:
 * app/components/NotFound.tsx). The server renders it at once (its own import, in root.server.ts,
 * which the browser build replaces with an empty module), so the pages that never show one load up to
 * 0.9 KiB less (docs/decisions/0043-survey-fields-on-demand.md).
 * - A 404 opened directly hydrates before the code is here: a Suspense boundary keeps the server's
 *   markup until then, and `memo` keeps that boundary still meanwhile (a re-render reaching it
 *   before would make React draw the screen anew).
 * - Shown later in the app, it has no boundary of its own: the navigation keeps the previous page
 *   until the code is here, instead of showing an empty space.
 */
function onDemandScreen<P extends object>(onServer: ComponentType<P> | undefined, name: "NotFound" | "ErrorScreen") {
  const Code = onServer ?? (lazy(() => import("~/components/NotFound").then((module) => ({ default: module[name] }))) as never);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, at module level, below.
  return memo(function Screen(props: P) {
    const [hydrating] = useState(firstRender);
    const screen = <Code {...props} />;
    return hydrating ? <Suspense fallback={null}>{screen}</Suspense> : screen;
  });
}

const NotFound = onDemandScreen<{ backHref?: string }>(NotFoundOnServer, "NotFound");
const ErrorScreen = onDemandScreen<{ status: number; message?: string }>(ErrorScreenOnServer, "ErrorScreen");

const loadHeader = () => import("~/components/Header").then((module) => module.Header);
const loadFooter = () => import("~/components/Footer").then((module) => module.Footer);

/** Components whose code has arrived, by their `load`. */
const arrived = new Map<unknown, unknown>();
/** What waking carries over: fetched with the first component's code, so it is here whenever any code is. */
let carry: typeof import("~/components/kept-carry") | undefined;

function loadCode<P>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([load(), carry ?? import("~/components/kept-carry")]).then(([code, module]) => {
    carry = module;
    arrived.set(load, code);
    return code;
  });
}
const waiting = new Map<unknown, unknown>();

/**
 * Markup the browser keeps as the server rendered it, so its code is not in the page's script
 * (docs/decisions/0070-kept-markup.md). The server renders `server` inside a `div.kept`; the browser
 * hydrates that div with its inner HTML left as it is (no element inside is hydrated or re-rendered).
 * Plain links inside (kept or live) are followed in the app. It renders the component itself, fetching its code with
 * `load`, once `props` differ from the first render's (the markup would be stale: it stays until the
 * code is here), once woken (`wake`: the first pointer, focus or key inside, "near" also when it
 * comes near the screen), and wherever it mounts after the first page (a navigation waits for the
 * code, as the plan page's tabs do). Waking carries what the visitor did into the new markup: values
 * typed, boxes ticked, disclosures opened, the focus, and the buttons pressed before the code was here.
 * Props are compared by value (data) or identity (functions: they must keep it between renders).
 */
function Kept<P extends object>({
  id,
  server: OnServer,
  load,
  props,
  wake,
}: {
  /** Unique on the page: the wrapper's `data-kept`. */
  id: string;
  /** The wrapper and the component's markup, on the server only (app/components/kept.server.tsx). */
  server: ComponentType<{ id: string; props: P }> | undefined;
  load: () => Promise<ComponentType<P>>;
  props: P;
  wake?: "use" | "near";
}) {
  const navigate = useNavigate();
  const kept = useRef<HTMLDivElement | null>(null);
  const live = useRef<HTMLDivElement>(null);
  const [first] = useState(() => (firstRender ? props : null));
  const [woken, setWoken] = useState(false);
  // Waking: the buttons pressed meanwhile, then what the visitor did, taken as the live markup renders.
  const carried = useRef<{ pressed?: Element[]; did?: Carried }>();
  const Code = arrived.get(load) as ComponentType<P> | undefined;
  const same = first !== null && Object.keys(props).every((key) => sameValue(props[key as keyof P], first[key as keyof P]));
  const keep = !OnServer && first !== null && (!Code || (!woken && same));
  // A press under way (pointer down, its click still to come) ends on the kept markup first: the live
  // markup replacing it in between would lose the click (a menu that never opens), when the code is
  // already cached. The swap waits for the click's default action, or a second at most (a drag).
  const pressing = useRef<{ down: boolean; swap?: () => void }>({ down: false });
  const release = () => {
    const { swap } = pressing.current;
    pressing.current = { down: false };
    swap?.();
  };
  // Stale markup stays until the code is here; then this renders again.
  const fetchCode = () =>
    void loadCode(load).then(() => {
      if (pressing.current.down) pressing.current.swap = () => setWoken(true);
      else setWoken(true);
    });
  if (keep && !same && !Code) fetchCode();
  // The kept markup is still in the document while the live one renders (render and commit run in one go).
  if (!keep && kept.current) {
    carried.current = { did: carry?.carryFrom(kept.current, carried.current?.pressed ?? []) };
    kept.current = null;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: wakeUp reads refs only
  useEffect(() => {
    const element = kept.current;
    if (!keep || wake !== "near" || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wakeUp(), {
      rootMargin: "100% 0px",
    });
    // (display: contents has no box of its own: watch what it holds.)
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [keep, wake]);
  useLayoutEffect(() => {
    if (!keep && carried.current?.did && live.current) carry?.carryInto(live.current, carried.current.did);
  }, [keep]);

  if (OnServer) return <OnServer id={id} props={props} />;
  if (!keep) {
    let Live = Code ?? (waiting.get(load) as ComponentType<P> | undefined);
    if (!Live) {
      Live = lazy(() => loadCode(load).then((code) => ({ default: code }))) as never as ComponentType<P>;
      waiting.set(load, Live);
    }
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only follows the links inside (they take the keys)
      <div className="kept" data-kept={id} data-live="" ref={live} key="live" onClick={followLink}>
        <Live {...props} />
      </div>
    );
  }
  return (
    // Its handlers only wake it and follow its links; what they wait for (links, buttons, fields) is inside.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="kept"
      data-kept={id}
      ref={kept}
      key="kept"
      // Left as the server made it: React neither checks nor replaces it (it never puts anything in).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
      onPointerDown={
        wake
          ? () => {
              pressing.current.down = true;
              setTimeout(release, 1000);
              wakeUp();
            }
          : undefined
      }
      onFocus={wake ? wakeUp : undefined}
      onKeyDown={wake ? wakeUp : undefined}
      onClick={followLink}
      onSubmit={followForm}
      onClickCapture={(event) => {
        const target = event.target as Element;
        if (!wake) return;
        // After this click's default action (a disclosure opening), the live markup may take over.
        setTimeout(release);
        if (target.closest?.("a[href]")) return;
        wakeUp();
        // Buttons and boxes pressed before the code is here are pressed again in the live markup, in order.
        const control = target.closest?.("button, input[type=radio], input[type=checkbox]");
        if (control) {
          event.preventDefault();
          carried.current = { pressed: [...(carried.current?.pressed ?? []), control] };
        }
      }}
    />
  );

  function wakeUp() {
    if (carried.current) return;
    carried.current = {};
    fetchCode();
  }

  /** A plain GET form inside (a search) is sent in the app, as `<Form>` would. */
  function followForm(event: FormEvent<HTMLElement>) {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || form.method !== "get") return;
    event.preventDefault();
    const query = new URLSearchParams(new FormData(form) as never);
    navigate(`${new URL(form.action).pathname}?${query}`);
  }

  /** A plain left click on a plain link inside, to one of our pages, navigates in the app as `<Link>` would. */
  function followLink(event: ReactMouseEvent) {
    const link = (event.target as Element).closest?.("a[href]");
    if (event.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== location.origin) return;
    if (link.hash && link.pathname === location.pathname && link.search === location.search) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  }
}

/** Props are data from a loader (a revalidation makes new objects of the same values) or stable functions. */
function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * What the shell hands its pages: the catch-all page ($.tsx) and the post page take the not-found
 * screen from here instead of importing it, which would put it back in their scripts (decision 28).
 */
export type ShellContext = { NotFound: typeof NotFound; Kept: typeof Kept };
const SHELL_CONTEXT: ShellContext = { NotFound, Kept };

export default function App() {
  return (
    <Shell>
      <Outlet context={SHELL_CONTEXT} />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 4xx carries its own Korean message (a refused request says why); anything else stays general.
  const message = isRouteErrorResponse(error) && status < 500 ? (error.data as { message?: unknown } | null)?.message : undefined;
  return (
    <Shell>
      {status === 404 ? <NotFound /> : <ErrorScreen status={status} message={typeof message === "string" ? message : undefined} />}
    </Shell>
  );
}
