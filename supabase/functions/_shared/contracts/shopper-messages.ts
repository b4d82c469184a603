/** What one run of the shopper-messages function did: reminders queued, messages sent and failed. */
export interface ShopperMessagesRun {
  queued: number;
  sent: number;
  failed: number;
}
