import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { constantTimeEqualHex } from "../../auth/tokens";

/** What a link in a mail to a company may do with its address. */
export type ContactAction = "stop" | "not-ours" | "confirm";

const encoder = new TextEncoder();

/**
 * A link's token: an HMAC of the contact's id and the action with the deployment's key
 * (ADDRESS_HASH_KEY), so no secret is stored and every mail's links keep working; a token for
 * one action or one address does nothing for another.
 */
export function contactToken(key: string, contactId: string, action: ContactAction) {
  return encodeBase64urlNoPadding(
    hmac(SHA256, encoder.encode(key), encoder.encode(`company-contact:${action}:${contactId}`)),
  );
}

export function isContactToken(
  key: string,
  contactId: string,
  action: ContactAction,
  token: string,
) {
  return constantTimeEqualHex(contactToken(key, contactId, action), token);
}

/** The page where the address's owner stops the mail, says it is not theirs, or confirms it. */
export const contactLink = (
  publicHost: string,
  key: string,
  contactId: string,
  action: ContactAction,
) =>
  `${publicHost}/company-mail?c=${encodeURIComponent(contactId)}&a=${action}&t=${contactToken(key, contactId, action)}`;
