// The address search of the photobook's shipping dialog: the Daum postcode search, embedded in the
// dialog, once its script loads. Until then, when it cannot load (offline, blocked) and without
// JavaScript, the postal code and address are typed (the server checks them the same way). The script
// is allowed only by the landing's own Content-Security-Policy (server/guards.ts), so a page reached by
// an in-app link from elsewhere does not try it (the order button then loads the landing afresh).
import { useEffect, useRef, useState } from "react";
import { POSTCODE, searchesPostcodes } from "~/vocabulary/postcode";

interface PostcodeResult {
  zonecode: string;
  address: string;
  roadAddress: string;
  jibunAddress: string;
  userSelectedType?: "R" | "J";
}
interface PostcodeApi {
  Postcode: new (options: {
    oncomplete: (data: PostcodeResult) => void;
    width?: string;
    height?: string;
  }) => {
    embed(element: HTMLElement): void;
  };
}

function postcodeApi(): PostcodeApi | undefined {
  return (window as unknown as { daum?: PostcodeApi }).daum;
}

let loading: Promise<boolean> | null = null;
function loadPostcode(): Promise<boolean> {
  if (postcodeApi()?.Postcode) return Promise.resolve(true);
  loading ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = POSTCODE.script;
    script.async = true;
    script.onload = () => resolve(Boolean(postcodeApi()?.Postcode));
    script.onerror = () => {
      loading = null;
      resolve(false);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Whether this document was loaded on a page whose policy allows the search (not reached in-app from elsewhere). */
export function documentAllowsPostcode(): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return searchesPostcodes(new URL(entry?.name ?? window.location.href).pathname);
}

/** The search's state: null until it is known; then whether the typed inputs are replaced by it. */
export function usePostcodeSearch(): boolean | null {
  const [ready, setReady] = useState<boolean | null>(null);
  useEffect(() => {
    if (!documentAllowsPostcode()) {
      setReady(false);
      return;
    }
    let live = true;
    void loadPostcode().then((loaded) => live && setReady(loaded));
    // A frame the policy still refuses: back to typing.
    const refused = (event: SecurityPolicyViolationEvent) => {
      if (POSTCODE.frameOrigins.some((origin) => event.blockedURI.startsWith(origin))) setReady(false);
    };
    document.addEventListener("securitypolicyviolation", refused);
    return () => {
      live = false;
      document.removeEventListener("securitypolicyviolation", refused);
    };
  }, []);
  return ready;
}

/** The search button and, when open, the embedded search; a pick fills the postal code and address. */
export function PostcodeSearch({ onPicked }: { onPicked: (picked: { postalCode: string; address: string }) => void }) {
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const api = postcodeApi();
    if (!open || !frame.current || !api) return;
    new api.Postcode({
      oncomplete: (data) => {
        onPicked({
          postalCode: data.zonecode,
          address: (data.userSelectedType === "J" ? data.jibunAddress : data.roadAddress) || data.address,
        });
        setOpen(false);
      },
      width: "100%",
      height: "100%",
    }).embed(frame.current);
  }, [open, onPicked]);
  return (
    <>
      <button type="button" className="button button--outline" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        {open ? "주소 검색 닫기" : "주소 검색"}
      </button>
      {open ? <div ref={frame} className="postcode-frame" /> : null}
    </>
  );
}
