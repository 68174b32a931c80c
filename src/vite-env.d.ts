/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** When set, the portal talks to this GraphQL endpoint over HTTP instead of the in-browser server. */
  readonly VITE_GRAPHQL_URL?: string;
  /** The program's IANA time zone (America/Chicago when unset): every "today" of the portal is read in it. */
  readonly VITE_PROGRAM_TIME_ZONE?: string;
  readonly VITE_RECEIPT_FORM_BASE_URL?: string;
  readonly VITE_RECEIPT_FORM_CPG_ID?: string;
  readonly VITE_RECEIPT_FORM_FORM_ID?: string;
  readonly VITE_RECEIPT_FORM_ISSUER?: string;
  readonly VITE_RECEIPT_FORM_AUDIENCE?: string;
  readonly VITE_RECEIPT_FORM_BEARER_TOKEN?: string;
  readonly VITE_RECEIPT_FORM_SIGNING_KEY?: string;
  readonly VITE_RECEIPT_FORM_ENCRYPTION_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
