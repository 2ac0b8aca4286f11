/** Fills the content's `{phone}` and `{email}` placeholders in content with the configured contacts. */
export function fillContacts(text: string, contacts: { supportPhone: string; supportEmail: string }): string {
  return text.replaceAll("{phone}", contacts.supportPhone).replaceAll("{email}", contacts.supportEmail);
}
