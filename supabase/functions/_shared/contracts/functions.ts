/**
 * Every edge function the browser calls, by name and method: the request it sends and the answer
 * it gets. The browser's one caller (src/lib/supabase/errors.ts, `invokeFunction`) is typed by this
 * table, so a request or answer that drifts from the function's is a compile error on both sides.
 *
 * @example type Options = AnswerTo<'checkout', 'GET', undefined>; // CheckoutOptions
 */
import type {
  CheckoutOptions,
  OrderStatusAnswer,
  OrderStatusRequest,
  PaymentStarted,
  PayOrderRequest,
  PlacedOrder,
  PlaceOrderRequest,
} from './checkout.ts';
import type { PayoutSending, SendPayoutRequest } from './payouts.ts';
import type { PublishList, PublishStarted } from './publishes.ts';
import type { StaffInvited, StaffInviteRequest } from './staff-invite.ts';

/** One request a function takes and the answer it gives to it. */
interface Call<Request, Answer> {
  request: Request;
  answer: Answer;
}

export interface FunctionCalls {
  checkout: {
    GET: Call<undefined, CheckoutOptions>;
    POST: Call<PlaceOrderRequest, PlacedOrder> | Call<PayOrderRequest, PaymentStarted>;
  };
  'order-status': { POST: Call<OrderStatusRequest, OrderStatusAnswer> };
  payouts: { POST: Call<SendPayoutRequest, PayoutSending> };
  'staff-invite': { POST: Call<StaffInviteRequest, StaffInvited> };
  'publish-storefront': {
    GET: Call<undefined, PublishList>;
    POST: Call<Record<string, never>, PublishStarted>;
  };
}

/** A function the browser calls. */
export type FunctionName = keyof FunctionCalls;

/** The methods a function answers. */
export type MethodOf<Name extends FunctionName> = keyof FunctionCalls[Name] & ('GET' | 'POST');

/** What a function takes with a method. */
export type RequestTo<Name extends FunctionName, Method extends MethodOf<Name>> =
  FunctionCalls[Name][Method] extends Call<infer Request, unknown> ? Request : never;

/** The answer a function gives to `Body` sent with a method (of the calls that take such a body). */
export type AnswerTo<
  Name extends FunctionName,
  Method extends MethodOf<Name>,
  Body,
> = FunctionCalls[Name][Method] extends infer Each
  ? Each extends Call<infer Request, infer Answer>
    ? Body extends Request
      ? Answer
      : never
    : never
  : never;
