// Personal data in analytics (SPEC §3, QUALITY.md): a phone number or e-mail address goes to the tag
// manager only as the SHA-256 of its trimmed, lower-cased text (hex), never as it is.

export async function sha256Hex(value: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  // Without WebCrypto (a page not served over HTTPS) nothing is sent rather than the plain value.
  if (!subtle) return undefined;
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(value.trim().toLowerCase()));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The hashed contact fields of an event: given ones only, each hashed. */
export async function hashedContact(contact: {
  phone?: string | undefined;
  email?: string | undefined;
}): Promise<{ phone?: string; email?: string }> {
  const out: { phone?: string; email?: string } = {};
  const phone = contact.phone?.trim() ? await sha256Hex(contact.phone) : undefined;
  const email = contact.email?.trim() ? await sha256Hex(contact.email) : undefined;
  if (phone) out.phone = phone;
  if (email) out.email = email;
  return out;
}
