import { deliveriesOf, type DeliveryRow } from '../submissions/index.server';
import { firstReplyOf, type FirstReply } from './first-reply.server';

/** What a lead's page shows beside its record: its first reply and its confirmation and webhook deliveries. */
export async function leadFollowUp(db: D1Database, id: string): Promise<{ firstReply: FirstReply; deliveries: DeliveryRow[] }> {
  const [firstReply, deliveries] = await Promise.all([firstReplyOf(db, id), deliveriesOf(db, id)]);
  return { firstReply, deliveries };
}
