/** Something the simulator "sent": an e-mail, a registration message or a newsletter call. */
export interface OutboxEntry {
  id: string;
  kind: 'email' | 'registration' | 'newsletter_subscriber' | 'newsletter_segment';
  to: string;
  subject: string;
  body: string;
  /** Local date-time it was recorded. */
  created_at: string;
  data: Record<string, unknown>;
}

/** Records everything the simulator would have sent. */
export class Outbox {
  private entries: OutboxEntry[] = [];

  /** Appends an entry and returns it. */
  add(entry: Omit<OutboxEntry, 'id'>): OutboxEntry {
    const created = { id: `MSG${String(this.entries.length + 1).padStart(6, '0')}`, ...entry };
    this.entries.push(created);
    return created;
  }

  /** Every entry, oldest first. */
  all(): OutboxEntry[] {
    return [...this.entries];
  }
}
