import { useNavigate } from "@remix-run/react";
import type { FormEvent, MouseEvent } from "react";

/**
 * One click handler for a long list of plain links (the feed's twenty posts, three links each): a
 * plain left click on a link to one of our pages inside `container` navigates in the app, as `<Link>`
 * would. A `<Link>` resolves its address against the route tree while the page renders, and sixty of
 * them were a sixth of the feed's server time (docs/decisions/0033-community-search-and-feed.md);
 * a plain `<a>` costs nothing to render and still works without JavaScript.
 */
export function useClientLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}

/**
 * What a plain form's submit handler gives the router to send: the button pressed (so its name and
 * value are sent, as the browser would), or the form itself when none was.
 */
export function submitterOf(event: FormEvent<HTMLFormElement>): HTMLButtonElement | HTMLInputElement | HTMLFormElement {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : event.currentTarget;
}
