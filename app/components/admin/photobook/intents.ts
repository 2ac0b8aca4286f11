// The addresses and buttons of the back office's photobook screens, shared by the pages' components
// and their server halves (app/routes/admin+/photobook.$photobookId.server.ts, dashboard.photobooks*.server.ts).

/** The photobook tab of the console. */
export const PHOTOBOOK_TAB = "/admin/dashboard/photobooks";

/** One photobook's staff page (its photos, proof and the printer's zip). */
export function staffPhotobookPath(photobookId: string): string {
  return `/admin/photobook/${encodeURIComponent(photobookId)}`;
}

/** The proof section's forms (`intent`): the pages' upload, sending the proof, removing a page. */
export const STAFF_PROOF_INTENTS = { upload: "proof-upload", send: "proof-send", remove: "proof-remove" } as const;
