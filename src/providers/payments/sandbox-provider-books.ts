/** One session in a sandbox provider's books (its own table, as a remote provider keeps its own). */
export interface SandboxSession {
  reference: string;
  provider: string;
  merchantReference: string;
  merchantName: string;
  amountCents: number;
  currency: string;
  state: string;
  returnUrl: string | null;
  storeCode: string | null;
  captures: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Where the sandbox providers keep their sessions; the database implements it. */
export interface SandboxProviderBooks {
  insert(session: Omit<SandboxSession, 'captures'>): Promise<void>;
  byReference(reference: string): Promise<SandboxSession | null>;
  /** Moves a session from one of `from` to `to`; false when it was in none of them. */
  transition(reference: string, from: readonly string[], to: string, at: Date): Promise<boolean>;
  /** Counts a capture call and marks the session captured; false when it was not approved or captured. */
  capture(reference: string, at: Date): Promise<boolean>;
}
