// With JavaScript a storyboard link changes the tab in place: the browser's `:target` does not follow a
// client navigation, so the tab that shows the item the address names scrolls to it and highlights it
// for 2 s (the `is-target` class, app/styles/plan-page.css). Without JavaScript `:target` does it alone.
// Called by each tab with items to open (the mission log, the booking tab), so the
// storyboard carries none of it.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

export const HIGHLIGHT_MS = 2000;

export function useTargetHighlight(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key), even to the same hash
  useEffect(() => {
    const element = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!element) return;
    // A mission opened from the storyboard shows its form at once.
    const details = element.querySelector("details");
    if (details) details.open = true;
    element.scrollIntoView({ block: "center" });
    element.classList.add("is-target");
    const timer = setTimeout(() => element.classList.remove("is-target"), HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      element.classList.remove("is-target");
    };
  }, [key]);
}
