// The feed's watchers (app/routes/_community+/explore.tsx), fetched once the page has hydrated rather
// than with it (decision 71): the counter fixed over the feed, saying which post crosses the middle
// of the screen, and the 'more' link coming near, to fetch the next page before the reader reaches it.

/**
 * Watches `feed` (the feed's own scrolling box) until the returned function is called. The counter
 * is drawn here on the DOM (aria-hidden: each post's own 'n / N' serves screen readers, and readers
 * without JavaScript); React never renders it, so the page's script carries none of it.
 */
export function watchFeed(feed: HTMLElement, near: () => void): () => void {
  const counter = document.createElement("p");
  counter.className = "feed__counter";
  counter.setAttribute("aria-hidden", "true");
  const shown = counter.appendChild(document.createElement("span"));
  const middle = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        // The post's own counter ends with its visible 'n / N'.
        shown.textContent = entry.target.querySelector(".post__counter")?.lastChild?.textContent ?? "";
        if (!counter.isConnected) feed.prepend(counter);
        feed.classList.add("feed--live");
      }
    },
    { root: feed, rootMargin: "-50% 0px -50% 0px" },
  );
  // A screen and a half before the end.
  const end = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), {
    root: feed,
    rootMargin: "0px 0px 150% 0px",
  });
  // (Observing an element again does nothing.)
  const watch = () => {
    for (const article of feed.querySelectorAll("article[data-position]")) middle.observe(article);
    const more = feed.querySelector(".feed__more a");
    if (more) end.observe(more);
  };
  watch();
  // Posts added below, and a card drawn anew when first used (kept markup): watch their new articles too.
  const drawn = new MutationObserver(watch);
  drawn.observe(feed, { childList: true, subtree: true });
  return () => {
    middle.disconnect();
    end.disconnect();
    drawn.disconnect();
    counter.remove();
    feed.classList.remove("feed--live");
  };
}
