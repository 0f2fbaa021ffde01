import { createContext } from "react";

/** This answer's CSP nonce while rendering on the server (entry.server.tsx); undefined in the browser. */
export const CspNonce = createContext<string | undefined>(undefined);
