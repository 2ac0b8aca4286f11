// Kept markup's browser half (docs: app/components/kept/README.md, decision 70). The root hands `Kept`
// to pages through its outlet context, so no page's script carries a copy of it.
import { useNavigate } from "@remix-run/react";
import {
  type ComponentType,
  type FormEvent,
  lazy,
  type MouseEvent as ReactMouseEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { Carried } from "./carry";

/** True on the server, and in the browser until the first page has hydrated (`firstPageHydrated`). */
let firstRender = true;

/** Whether this render is the first page's (the server's, or the browser's hydration of it). */
export const isFirstPage = () => firstRender;

/** Called once the first page has hydrated (the shell's effect): what mounts from now on mounts in the app. */
export function firstPageHydrated() {
  firstRender = false;
}

/** Components whose code has arrived, by their `load`. */
const arrived = new Map<unknown, unknown>();
/** What waking carries over: fetched with the first component's code, so it is here whenever any code is. */
let carry: typeof import("./carry") | undefined;

function loadCode<P>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([load(), carry ?? import("./carry")]).then(([code, module]) => {
    carry = module;
    arrived.set(load, code);
    return code;
  });
}
const waiting = new Map<unknown, unknown>();

/**
 * Markup the browser keeps as the server rendered it, so its code is not in the page's script
 * (app/components/kept/README.md). The server renders `server` inside a `div.kept`; the browser
 * hydrates that div with its inner HTML left as it is (no element inside is hydrated or re-rendered).
 * Plain links inside (kept or live) are followed in the app. It renders the component itself, fetching its code with
 * `load`, once `props` differ from the first render's (the markup would be stale: it stays until the
 * code is here), once woken (`wake`: the first pointer, focus or key inside, "near" also when it
 * comes near the screen), and wherever it mounts after the first page (a navigation waits for the
 * code, as the plan page's tabs do). Waking carries what the visitor did into the new markup: values
 * typed, boxes ticked, disclosures opened, the focus, and the buttons pressed before the code was here.
 * Props are compared by value (data) or identity (functions: they must keep it between renders).
 */
export function Kept<P extends object>({
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
