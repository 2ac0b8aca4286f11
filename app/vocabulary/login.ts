// The sign-in providers as codes: what models store and addresses name, worded in app/messages/login.ts.
export type LoginProvider = "kakao" | "google";

/** The providers' names in addresses (/auth/social_a, /auth/callback/social_b): the product's URLs keep them. */
export const PROVIDER_SLUGS: Record<LoginProvider, string> = { kakao: "social_a", google: "social_b" };

/** The provider an address names, or null. */
export function providerFromSlug(slug: string | null | undefined): LoginProvider | null {
  if (slug === PROVIDER_SLUGS.kakao) return "kakao";
  if (slug === PROVIDER_SLUGS.google) return "google";
  return null;
}
