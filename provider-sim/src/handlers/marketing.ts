import { notFound } from '../http/api-error.js';
import type { Deps, Handler } from './context.js';

/** Newsletter handlers of the marketing-email provider (recorded in the outbox). */
export function marketingHandlers(deps: Deps): Record<string, Handler> {
  return {
    async createSubscriber(req) {
      const body = req.body as { email: string; first_name?: string; last_name?: string };
      const now = deps.state.clock.nowLocal();
      const subscriber = deps.state.subscribers.upsert(
        body.email,
        body.first_name ?? null,
        body.last_name ?? null,
        now,
      );
      deps.state.outbox.add({
        kind: 'newsletter_subscriber',
        to: body.email,
        subject: 'Newsletter subscription',
        body: `Subscribed ${body.email}`,
        created_at: now,
        data: { ...body },
      });
      return subscriber;
    },
    async addSubscriberToSegments(req) {
      const body = req.body as { id_or_email: string; segment_ids: (string | number)[] };
      const subscriber = deps.state.subscribers.find(body.id_or_email);
      if (!subscriber) throw notFound(`Unknown subscriber ${body.id_or_email}`);
      for (const id of body.segment_ids.map(String))
        if (!subscriber.segment_ids.includes(id)) subscriber.segment_ids.push(id);
      deps.state.outbox.add({
        kind: 'newsletter_segment',
        to: subscriber.email,
        subject: 'Newsletter segments',
        body: `Segments ${subscriber.segment_ids.join(', ')}`,
        created_at: deps.state.clock.nowLocal(),
        data: { ...body },
      });
      return subscriber;
    },
  };
}
