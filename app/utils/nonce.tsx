// The per-request Content-Security-Policy nonce (set by the server, see server/http.ts): the
// document's own scripts carry it, nothing else may run. Empty in the browser, where it is not needed.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
