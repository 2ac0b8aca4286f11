import { createContext, useContext } from "react";

/** The CSP nonce of this response; empty in the browser, where nonces are hidden anyway. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
