/**
 * The Daraja simulator's B2C (business to customer) API, which pays affiliates: a payment request
 * checked the way Daraja checks it, a ConversationID at once, and the Result posted to ResultURL
 * a moment later. The receiving number chooses the outcome:
 *
 *   0700 000 001  the B2C account's balance is too low (ResultCode 1)
 *   0700 002 001  the initiator information is invalid (2001), as a wrong initiator name or
 *                 security credential also gives
 *   any other     paid (0), with an M-Pesa receipt (TransactionID)
 */
import { randomBytes } from 'node:crypto';
import { json, type ApiResponse } from './http.ts';

/** The B2C initiator the simulator knows (PartyA is Safaricom's public sandbox B2C short code). */
export const DARAJA_B2C_SIMULATOR = {
  shortcode: '600996',
  initiatorName: 'testapi',
  securityCredential: 'mtindo-local-b2c-security-credential',
} as const;

interface Outcome {
  resultCode: number;
  resultDesc: string;
}

const PAID: Outcome = { resultCode: 0, resultDesc: 'The service request is processed successfully.' };
const BAD_INITIATOR: Outcome = { resultCode: 2001, resultDesc: 'The initiator information is invalid.' };

/** Outcomes by receiving number (254… form); every other number is paid. */
export const B2C_TEST_OUTCOMES: Record<string, Outcome> = {
  '254700000001': { resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.' },
  '254700002001': BAD_INITIATOR,
};

const COMMANDS = ['BusinessPayment', 'SalaryPayment', 'PromotionPayment'];

export interface B2cTransfer {
  conversationId: string;
  originatorConversationId: string;
  amount: number;
  phone: string;
  resultUrl: string;
  /** The Result body the simulator posted (or will post) to resultUrl. */
  result?: { Result: Record<string, unknown> };
}

export interface B2cSimulatorOptions {
  answerDelayMs: number;
  log: (line: string) => void;
  /** Runs `work` after `ms`, on a timer the simulator clears when it closes. */
  later: (work: () => void, ms: number) => void;
  /** Daraja's error answer: `{requestId, errorCode, errorMessage}`. */
  error: (status: number, errorCode: string, errorMessage: string) => ApiResponse;
}

function transactionId(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return `T${[...randomBytes(9)].map((byte) => letters[byte % letters.length]).join('')}`;
}

const isUrl = (value: unknown) => {
  try {
    return /^https?:$/.test(new URL(String(value)).protocol);
  } catch {
    return false;
  }
};

/** "28.11.2026 14:05:09" in Nairobi time, as B2C results write TransactionCompletedDateTime. */
function completedAt(): string {
  const [date, time] = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 19).split('T');
  return `${date!.split('-').reverse().join('.')} ${time}`;
}

export function createDarajaB2cSimulator(options: B2cSimulatorOptions) {
  const transfers = new Map<string, B2cTransfer>();
  let balance = 5_000_000;

  function resultOf(transfer: B2cTransfer, outcome: Outcome): { Result: Record<string, unknown> } {
    const Result: Record<string, unknown> = {
      ResultType: 0,
      ResultCode: outcome.resultCode,
      ResultDesc: outcome.resultDesc,
      OriginatorConversationID: transfer.originatorConversationId,
      ConversationID: transfer.conversationId,
      TransactionID: transactionId(),
      ReferenceData: {
        ReferenceItem: {
          Key: 'QueueTimeoutURL',
          Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
        },
      },
    };
    if (outcome.resultCode !== 0) return { Result };
    balance -= transfer.amount;
    Result.ResultParameters = {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: transfer.amount },
        { Key: 'TransactionReceipt', Value: Result.TransactionID },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
        { Key: 'ReceiverPartyPublicName', Value: `${transfer.phone} - Test Recipient` },
        { Key: 'TransactionCompletedDateTime', Value: completedAt() },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: balance },
        { Key: 'B2CWorkingAccountAvailableFunds', Value: 0 },
      ],
    };
    return { Result };
  }

  function deliver(transfer: B2cTransfer, outcome: Outcome) {
    transfer.result = resultOf(transfer, outcome);
    options.log(
      `[daraja] B2C ${transfer.conversationId} of KES ${transfer.amount} to ${transfer.phone}: ${outcome.resultDesc}`,
    );
    fetch(transfer.resultUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(transfer.result),
    })
      .then((response) => response.body?.cancel())
      .catch((failure: unknown) =>
        options.log(`[daraja] B2C result to ${transfer.resultUrl} failed: ${String(failure)}`),
      );
  }

  /** POST /mpesa/b2c/v{1,3}/paymentrequest, with the body already read and the token checked. */
  function paymentRequest(body: Record<string, unknown>): ApiResponse {
    const invalid = (field: string) => options.error(400, '400.002.02', `Bad Request - Invalid ${field}`);
    const originator = body.OriginatorConversationID;
    if (typeof originator !== 'string' || !/^[\w-]{1,64}$/.test(originator))
      return invalid('OriginatorConversationID');
    if (typeof body.InitiatorName !== 'string' || !body.InitiatorName) return invalid('InitiatorName');
    if (typeof body.SecurityCredential !== 'string' || !body.SecurityCredential)
      return invalid('SecurityCredential');
    if (!COMMANDS.includes(String(body.CommandID))) return invalid('CommandID');
    const amount = Number(body.Amount);
    if (!Number.isInteger(amount) || amount < 10 || amount > 250_000) return invalid('Amount');
    if (String(body.PartyA ?? '') !== DARAJA_B2C_SIMULATOR.shortcode) return invalid('PartyA');
    const phone = String(body.PartyB ?? '');
    if (!/^254[17]\d{8}$/.test(phone)) return invalid('PartyB');
    const remarks = String(body.Remarks ?? '');
    if (remarks.length < 2 || remarks.length > 100) return invalid('Remarks');
    if (!isUrl(body.QueueTimeOutURL)) return invalid('QueueTimeOutURL');
    if (!isUrl(body.ResultURL)) return invalid('ResultURL');
    if (String(body.Occasion ?? body.Occassion ?? '').length > 100) return invalid('Occasion');
    const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const transfer: B2cTransfer = {
      conversationId: `AG_${stamp}_${randomBytes(10).toString('hex')}`,
      originatorConversationId: originator,
      amount,
      phone,
      resultUrl: String(body.ResultURL),
    };
    transfers.set(transfer.conversationId, transfer);
    // Daraja checks the initiator only when M-Pesa processes the request: its answer is a Result.
    const known =
      body.InitiatorName === DARAJA_B2C_SIMULATOR.initiatorName &&
      body.SecurityCredential === DARAJA_B2C_SIMULATOR.securityCredential;
    const outcome = known ? (B2C_TEST_OUTCOMES[phone] ?? PAID) : BAD_INITIATOR;
    options.later(() => deliver(transfer, outcome), options.answerDelayMs);
    return json(200, {
      ConversationID: transfer.conversationId,
      OriginatorConversationID: originator,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  }

  return {
    paymentRequest,
    /** The transfers asked for so far, by ConversationID (for tests and the log). */
    transfers,
  };
}
