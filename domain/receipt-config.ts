import type { ReceiptFormConfig } from './context';

/**
 * Receipt form credentials. The defaults are labelled demo values for the sandbox form service;
 * set VITE_RECEIPT_FORM_* to use real ones.
 */
export const DEMO_RECEIPT_FORM_CONFIG: ReceiptFormConfig = {
  baseUrl: 'https://receipts.formservice.example/embed',
  cpgId: 'DEMO-CPG-1001',
  formId: 'DEMO-FORM-STORE-LOYALTY',
  issuer: 'demo-dealer-portal',
  audience: 'demo-receipt-forms',
  bearerToken: 'demo-bearer-token-not-secret',
  signingKey: 'demo-signing-key-not-secret',
  encryptionKey: '64656d6f2d656e6372797074696f6e2d6b65792d6e6f742d7365637265742121',
};

type Env = Record<string, string | boolean | undefined>;

export function receiptFormConfigFromEnv(env: Env): ReceiptFormConfig {
  const value = (name: string, fallback: string): string => {
    const raw = env[`VITE_RECEIPT_FORM_${name}`];
    return typeof raw === 'string' ? raw : fallback;
  };
  const demo = DEMO_RECEIPT_FORM_CONFIG;
  return {
    baseUrl: value('BASE_URL', demo.baseUrl),
    cpgId: value('CPG_ID', demo.cpgId),
    formId: value('FORM_ID', demo.formId),
    issuer: value('ISSUER', demo.issuer),
    audience: value('AUDIENCE', demo.audience),
    bearerToken: value('BEARER_TOKEN', demo.bearerToken),
    signingKey: value('SIGNING_KEY', demo.signingKey),
    encryptionKey: value('ENCRYPTION_KEY', demo.encryptionKey),
  };
}
