// With JavaScript a storyboard link changes the tab in place: the browser's `:target` does not follow a
// client navigation, so the item the address names is scrolled to and highlighted for 2 s here (the
// `is-target` class, app/styles/plan-page.css). Without JavaScript `:target` does it alone.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

export const HIGHLIGHT_MS = 2000;

export function useTargetHighlight(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key), even to the same hash
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let tries = 0;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const element = document.getElementById(id);
      // The tab's code may still be on its way: look again on the next frames for a while.
      if (!element) {
        if (tries++ < 120) frame = requestAnimationFrame(look);
        return;
      }
      const calm = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView({ block: "center", behavior: calm ? "auto" : "smooth" });
      element.classList.add("is-target");
      timer = setTimeout(() => element.classList.remove("is-target"), HIGHLIGHT_MS);
    };
    look();
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [key]);
}
