import { useMutation, useQueryClient, type MutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiErrorData, ApiResult } from '../../contracts/api-client';

/** A call that answered with an error status (or never answered: status 0); carries the error body. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly data: ApiErrorData | null,
  ) {
    super(`The call answered ${status}`);
  }
}

export interface ApiMutationOptions<Input, Data> {
  /** Performs the call; `idempotencyKey` is the same for every retry of one user action. */
  call(input: Input, idempotencyKey: string): Promise<ApiResult<Data>>;
  /** Queries whose data the write changes; they are refetched after it succeeds. */
  invalidates?: QueryKey[];
  /** How often a failed call is tried again, or which failures are (the spec names retries per call; none by default). */
  retry?: number | ((failureCount: number, error: ApiCallError) => boolean);
  retryDelay?: number;
  onSuccess?(data: Data | null, input: Input): void;
  onError?(error: ApiCallError, input: Input): void;
}

/** One user action: what it sends and the key every try of it carries. */
export interface ApiAction<Input> {
  input: Input;
  idempotencyKey: string;
}

/**
 * TanStack Query's options for a write through the typed client: an error answer throws
 * `ApiCallError`, success refetches the named queries. Retries reuse the action's variables, so a
 * retry sends the same Idempotency-Key and the server answers it once.
 */
export function apiMutationOptions<Input, Data>(
  options: ApiMutationOptions<Input, Data>,
  queryClient: QueryClient,
): MutationOptions<Data | null, ApiCallError, ApiAction<Input>> {
  return {
    mutationFn: async ({ input, idempotencyKey }) => {
      const result = await options.call(input, idempotencyKey);
      if (!result.ok) throw new ApiCallError(result.status, result.data);
      return result.data;
    },
    retry: options.retry ?? false,
    retryDelay: options.retryDelay,
    onSuccess: async (data, { input }) => {
      await Promise.all((options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      options.onSuccess?.(data, input);
    },
    onError: (error, { input }) => options.onError?.(error, input),
  };
}

/**
 * A write with TanStack Query's pending and error states. Each `submit` is one user action with a
 * fresh Idempotency-Key; a second submit while one is under way is ignored.
 */
export function useApiMutation<Input, Data>(options: ApiMutationOptions<Input, Data>) {
  const queryClient = useQueryClient();
  // Set at once on submit, so a second click before the next render is ignored too.
  const inFlight = useRef(false);
  const base = apiMutationOptions(options, queryClient);
  const mutation = useMutation({
    ...base,
    onSettled: () => {
      inFlight.current = false;
    },
  });
  return {
    ...mutation,
    /** Starts one user action; ignored while the previous one is still under way. */
    submit(input: Input) {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate({ input, idempotencyKey: newIdempotencyKey() });
    },
  };
}

/**
 * A random UUID (v4). crypto.randomUUID exists only in secure contexts, and a shop reached over
 * plain http on a local network is not one; getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
