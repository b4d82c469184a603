/**
 * The payment providers of a developer's machine: the Daraja simulator (M-Pesa) and the card test
 * gateway, and the variables that point the edge functions at them. Local mode only; a variable
 * set in the environment wins, so a developer can try Safaricom's own sandbox.
 */
import { CARD_GATEWAY_SECRET_KEY, createCardGateway } from './card-gateway.ts';
import { DARAJA_B2C_SIMULATOR } from './daraja-b2c.ts';
import { createDarajaSimulator, DARAJA_SIMULATOR } from './daraja-simulator.ts';

export function createPaymentSandbox(options: { answerDelayMs?: number; log?: (line: string) => void }) {
  const daraja = createDarajaSimulator(options);
  const card = createCardGateway();
  return {
    daraja,
    card,
    /** The functions' MPESA_* (STK and B2C) and PAYSTACK_* variables for the simulator and the gateway. */
    functionEnv(publicUrl: string): Record<string, string> {
      return {
        MPESA_BASE_URL: `${publicUrl}/_local/daraja`,
        MPESA_CONSUMER_KEY: DARAJA_SIMULATOR.consumerKey,
        MPESA_CONSUMER_SECRET: DARAJA_SIMULATOR.consumerSecret,
        MPESA_SHORTCODE: DARAJA_SIMULATOR.shortcode,
        MPESA_PASSKEY: DARAJA_SIMULATOR.passkey,
        MPESA_B2C_SHORTCODE: DARAJA_B2C_SIMULATOR.shortcode,
        MPESA_B2C_INITIATOR_NAME: DARAJA_B2C_SIMULATOR.initiatorName,
        MPESA_B2C_SECURITY_CREDENTIAL: DARAJA_B2C_SIMULATOR.securityCredential,
        PAYSTACK_BASE_URL: `${publicUrl}/_local/card`,
        PAYSTACK_SECRET_KEY: CARD_GATEWAY_SECRET_KEY,
      };
    },
    close: () => daraja.close(),
  };
}

export type PaymentSandbox = ReturnType<typeof createPaymentSandbox>;
