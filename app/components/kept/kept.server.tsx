// Kept markup's server half (app/components/kept/README.md): what each page's `*_ON_SERVER` map gives
// Kept renders the wrapper the browser keeps, with the component's markup inside.
// `rememberedOnServer` renders a component's markup once per distinct props and reuses it: the feed's
// twenty cards were two thirds of a member's feed render, the same cards for every request; its bytes
// are spliced into the page's (RememberedSplices).
import { hash } from "node:crypto";
import { type ComponentType, createContext, useContext } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from "react-router-dom";
import { remembered } from "~/utils/remembered";

/**
 * Remembered markup, kept as UTF-8 bytes, spliced into a page's bytes after React has written it.
 * Handed through React, a remembered card was a string React encoded again on every request (a 4 KB
 * card of Korean text: the feed's twenty were a tenth of a member's feed request, with the garbage
 * they left). React writes a placeholder comment instead (`<!--remembered:N-->`: nothing else in a
 * page can write one, since React escapes `<` in text and attributes and Remix in its scripts), and
 * the page's bytes get the remembered bytes in its place (entry.server.tsx).
 */
export class RememberedSplices {
  private readonly parts: Buffer[] = [];

  /** The placeholder React writes for these bytes. */
  placeholder(bytes: Buffer): string {
    this.parts.push(bytes);
    return `${OPEN}${this.parts.length - 1}-->`;
  }

  /** The page's bytes with every placeholder replaced by its markup. */
  spliceInto(page: Buffer): Buffer {
    if (this.parts.length === 0) return page;
    const pieces: Buffer[] = [];
    let from = 0;
    for (let at = page.indexOf(OPEN_BYTES); at !== -1; at = page.indexOf(OPEN_BYTES, at + OPEN_BYTES.length)) {
      const end = page.indexOf(CLOSE_BYTES, at + OPEN_BYTES.length);
      if (end === -1) break;
      const index = page.toString("latin1", at + OPEN_BYTES.length, end);
      const part = /^\d+$/.test(index) ? this.parts[Number(index)] : undefined;
      // Not one of ours: left as it is.
      if (part === undefined) continue;
      pieces.push(page.subarray(from, at), part);
      from = end + CLOSE_BYTES.length;
    }
    pieces.push(page.subarray(from));
    return Buffer.concat(pieces);
  }
}

const OPEN = "<!--remembered:";
const OPEN_BYTES = Buffer.from(OPEN);
const CLOSE_BYTES = Buffer.from("-->");

/** The page's splices (entry.server.tsx provides them); without one (a test's render) the markup goes in as text. */
export const RememberedSplicesContext = createContext<RememberedSplices | null>(null);

/** What Kept renders on the server: the wrapper (`data-kept={id}`) and the component's markup. */
export type KeptOnServer<P> = ComponentType<{ id: string; props: P }>;

type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : never;
type OnServerMap<M> = { [K in keyof M]: KeptOnServer<PropsOf<M[K]>> };

function wrapped<P extends object>(Component: ComponentType<P>): KeptOnServer<P> {
  return function KeptMarkup({ id, props }) {
    return (
      <div className="kept" data-kept={id}>
        <Component {...props} />
      </div>
    );
  };
}

/** Each component of a page's map as Kept renders it on the server. */
export function keptOnServer<M extends Record<string, ComponentType<never>>>(components: M): OnServerMap<M> {
  return Object.fromEntries(
    Object.entries(components).map(([name, Component]) => [name, wrapped(Component as ComponentType<object>)]),
  ) as unknown as OnServerMap<M>;
}

/**
 * A component whose markup depends on its props only (no loader data, no location, no ids of its own:
 * tests/unit/kept-markup.test.ts holds the feed's card to it), rendered once per distinct props and
 * kept for the next request. A member's marks (liked, saved, their own post) are props, so two members
 * never share a card that differs. Rendered inside the page's router contexts, which its hooks read
 * (a fetcher's form, the comment box's submit) without writing anything of them into the markup.
 */
export function rememberedOnServer<P extends object>(Component: ComponentType<P>, bound = 1000): KeptOnServer<P> {
  type Contexts = readonly unknown[];
  const markupOf = remembered(bound, (_digest, { props, contexts }: { props: P; contexts: Contexts }) =>
    Buffer.from(
      renderToStaticMarkup(
        <DataRouterContext.Provider value={contexts[0] as never}>
          <DataRouterStateContext.Provider value={contexts[1] as never}>
            <FetchersContext.Provider value={contexts[2] as never}>
              <NavigationContext.Provider value={contexts[3] as never}>
                <LocationContext.Provider value={contexts[4] as never}>
                  <RouteContext.Provider value={contexts[5] as never}>
                    <Component {...props} />
                  </RouteContext.Provider>
                </LocationContext.Provider>
              </NavigationContext.Provider>
            </FetchersContext.Provider>
          </DataRouterStateContext.Provider>
        </DataRouterContext.Provider>,
      ),
    ),
  );
  return function RememberedOnServer({ id, props }) {
    const contexts = [
      useContext(DataRouterContext),
      useContext(DataRouterStateContext),
      useContext(FetchersContext),
      useContext(NavigationContext),
      useContext(LocationContext),
      useContext(RouteContext),
    ];
    // A digest keeps the key short whatever the props hold (a card's post is about 2 KB of JSON).
    const splices = useContext(RememberedSplicesContext);
    const digest = hash("sha256", JSON.stringify(props), "base64");
    // React supports a synchronous render inside another (it restores the outer render's state after).
    const markup = markupOf(digest, { props, contexts });
    const html = splices ? splices.placeholder(markup) : markup.toString("utf8");
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the component, escaped as any render
    return <div className="kept" data-kept={id} dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
