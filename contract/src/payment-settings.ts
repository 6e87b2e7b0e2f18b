/**
 * How the store takes payment: plain values in a module without zod, so checkout and the order page read them
 * without the schemas. Amounts in taka.
 */
export const PAYMENT_SETTINGS = {
  /** The largest order one may pay in cash on delivery: it bounds what one unpaid order can hold of the stock. */
  codLimit: 50_000,
  /** How long an online order holds its stock while the customer pays at the gateway. */
  onlineWindowMinutes: 30,
  /** A bank-transfer order with nothing paid is cancelled this many days after it was placed, its stock returned. */
  transferWindowDays: 7,
  /** ...after a reminder this many days after it was placed. */
  transferReminderDays: 3,
  /** Where customers send a transfer: shown on the order page, the invoice and the order's mail. */
  bankAccount: {
    bank: 'Dutch-Bangla Bank PLC',
    branch: 'Banani Branch, Dhaka',
    accountName: 'Voltforge Tools Ltd.',
    accountNumber: '1071100045678',
    routingNumber: '090260434',
    swift: 'DBBLBDDH',
  },
} as const;
