import type { BookPhoto, StaffPhotobook } from "~/models/photobook/proof-pages.server";

/**
 * One photobook as its staff page's loader sends it (photobook.$photobookId.server.ts): dates, money,
 * phone numbers and sizes as text, so the page's script carries no formatter
 * (docs/decisions/0028-page-script-budget.md); the print masters' keys stay on the server.
 */
export type ShownStaffPhotobook = Omit<StaffPhotobook, "photos" | "history" | "proof"> & {
  amountText: string | null;
  createdAtText: string;
  submittedAtText: string | null;
  photos: (Omit<BookPhoto, "masterKey"> & { hasMaster: boolean; sizeText: string })[];
  history: (StaffPhotobook["history"][number] & { atText: string })[];
  proof: StaffPhotobook["proof"] & { sentAtText: string | null; dueAtText: string | null; approvedAtText: string | null };
};
