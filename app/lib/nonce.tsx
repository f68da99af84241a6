import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The per-request CSP nonce; empty in the browser, where it is no longer needed. */
export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
