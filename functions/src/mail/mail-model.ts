import { z } from '@store/contract/zod';
import { StoredTime } from '../stored-time';

/**
 * A mail/{id} document, in the format of the Firebase "Trigger Email" extension (firestore-send-email):
 * { to, message: { subject, text, html } }. createdAt is written as the server's time of the commit.
 */
export const MailDocument = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  createdAt: StoredTime,
});
export type MailDocument = z.infer<typeof MailDocument>;
