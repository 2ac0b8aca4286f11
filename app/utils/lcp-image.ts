// The image that is a page's largest paint (the feed's first photo, the product's sample) is fetched
// first, before the browser has laid the page out (Lighthouse: "LCP request discovery"). Spread on the
// <img>; lowercase, as React 18 knows no `fetchPriority` and would warn.
export const LCP_IMAGE = { fetchpriority: "high" } as Record<string, string>;
