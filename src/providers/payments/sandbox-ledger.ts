/** A payment in the sandbox gateway's ledger (its own table, as a remote gateway keeps its own books). */
export interface SandboxPayment {
  pspReference: string;
  merchantReference: string;
  merchantName: string;
  amountCents: number;
  currency: string;
  state: string;
  refusalReason: string | null;
  cardSummary: string;
  returnUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Where the sandbox gateway keeps its key pair and its ledger; the database implements it. */
export interface SandboxLedger {
  currentKey(): Promise<{ privateJwk: Record<string, unknown>; publicPem: string } | null>;
  currentKeyOrInsert(key: {
    privateJwk: Record<string, unknown>;
    publicPem: string;
  }): Promise<{ privateJwk: Record<string, unknown>; publicPem: string }>;
  insert(payment: SandboxPayment): Promise<void>;
  byPspReference(pspReference: string): Promise<SandboxPayment | null>;
  byMerchantReference(merchantReference: string): Promise<SandboxPayment | null>;
  transition(pspReference: string, from: readonly string[], to: string, at: Date, refusalReason?: string): Promise<boolean>;
}
