/**
 * The user agreement's rule for a breach: the addresses the account used cannot register again
 * for this many months. The block's expiry (worker/services/users/address-blocks.ts), the admin's
 * confirmation and answer, and the privacy policy all say this number.
 */
export const ADDRESS_BLOCK_MONTHS = 3;
