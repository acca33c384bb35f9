/** A newsletter subscriber of the marketing provider. */
export interface Subscriber {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  segment_ids: string[];
  created_at: string;
}

/** Newsletter subscribers by e-mail (case-insensitive) and id. */
export class SubscriberStore {
  private readonly byEmail = new Map<string, Subscriber>();

  /** Creates or updates a subscriber. */
  upsert(email: string, firstName: string | null, lastName: string | null, now: string): Subscriber {
    const key = email.toLowerCase();
    const existing = this.byEmail.get(key);
    if (existing) {
      existing.first_name = firstName ?? existing.first_name;
      existing.last_name = lastName ?? existing.last_name;
      return existing;
    }
    const created: Subscriber = {
      id: `SUB${this.byEmail.size + 1001}`,
      email,
      first_name: firstName,
      last_name: lastName,
      segment_ids: [],
      created_at: now,
    };
    this.byEmail.set(key, created);
    return created;
  }

  /** A subscriber by id or e-mail. */
  find(idOrEmail: string): Subscriber | undefined {
    return (
      this.byEmail.get(idOrEmail.toLowerCase()) ?? [...this.byEmail.values()].find((s) => s.id === idOrEmail)
    );
  }
}
