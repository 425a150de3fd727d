import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../../contracts/api-client';
import { DEVICE_PAYMENT_STATUS } from '../../../../domain/checkout-options';
import { pollZipInStore, type DeviceStatusAnswer, type ZipPollOutcome } from './zip-in-store-polling';

type Answer = ApiResult<DeviceStatusAnswer>;
const status = (paymentStatus: number, message = ''): Answer => ({
  ok: true,
  status: 200,
  setCookies: [],
  data: { paymentStatus, message, orderReference: paymentStatus === DEVICE_PAYMENT_STATUS.Approved ? 'W1000123' : null },
});
const failure = (code: number, errors: string[] = []): Answer => ({
  ok: false,
  status: code,
  setCookies: [],
  data: { status: code, message: 'x', errors },
});
const PENDING = status(DEVICE_PAYMENT_STATUS.Pending);

/** Starts polling with answers given in turn (the last repeats), and records the calls and the outcome. */
function start(answers: Answer[]) {
  const calls: number[] = [];
  const outcomes: ZipPollOutcome[] = [];
  const started = Date.now();
  const poll = pollZipInStore({
    check: () => {
      calls.push(Date.now() - started);
      return Promise.resolve(answers[Math.min(calls.length - 1, answers.length - 1)]!);
    },
    orderReference: 'W1000123',
    supportPhone: '1300 000 400',
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  return { calls, outcomes, poll };
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T01:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('Zip in store status polling', () => {
  it('asks every 2 s and ends in the order when the customer approves', async () => {
    const run = start([PENDING, PENDING, status(DEVICE_PAYMENT_STATUS.Approved)]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(run.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.calls).toEqual([2_000]);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(run.calls).toEqual([2_000, 4_000, 6_000]);
    expect(run.outcomes).toEqual([{ kind: 'approved' }]);
    await vi.advanceTimersByTimeAsync(70_000);
    expect(run.calls).toHaveLength(3);
  });

  it.each([
    ['Cancelled', DEVICE_PAYMENT_STATUS.Cancelled, 'The customer cancelled the payment in their Zip app.'],
    ['Declined', DEVICE_PAYMENT_STATUS.Declined, 'Zip declined the payment.'],
    ['Expired', DEVICE_PAYMENT_STATUS.Expired, 'The Zip payment request expired.'],
  ])('stops at %s with the server’s message', async (_name, code, message) => {
    const run = start([PENDING, status(code, message)]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls).toEqual([2_000, 4_000]);
    expect(run.outcomes).toEqual([{ kind: 'stopped', status: 200, message }]);
  });

  it('keeps asking through 5xx answers and a lost connection', async () => {
    const run = start([failure(503), failure(500), failure(0), PENDING, status(DEVICE_PAYMENT_STATUS.Approved)]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls).toEqual([2_000, 4_000, 6_000, 8_000, 10_000]);
    expect(run.outcomes).toEqual([{ kind: 'approved' }]);
  });

  it('stops at any other error with its error list', async () => {
    const run = start([PENDING, failure(400, ['cartId must be a cart id', 'The payment reference is missing.'])]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run.calls).toHaveLength(2);
    expect(run.outcomes).toEqual([
      { kind: 'stopped', status: 400, message: 'cartId must be a cart id\n\nThe payment reference is missing.' },
    ]);
  });

  it('gives up after 65 s with the 408 message naming the order reference, and asks no more', async () => {
    const run = start([PENDING]);
    await vi.advanceTimersByTimeAsync(64_999);
    expect(run.outcomes).toEqual([]);
    expect(run.calls).toHaveLength(32);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.outcomes).toEqual([
      {
        kind: 'timedOut',
        status: 408,
        message:
          'There was an error processing your order. Please contact our team on 1300 000 400 and quote your order reference W1000123.',
      },
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls).toHaveLength(32);
  });

  it('asks nothing more once stopped (the page was left)', async () => {
    const run = start([PENDING]);
    await vi.advanceTimersByTimeAsync(4_000);
    run.poll.stop();
    await vi.advanceTimersByTimeAsync(70_000);
    expect(run.calls).toHaveLength(2);
    expect(run.outcomes).toEqual([]);
  });
});
