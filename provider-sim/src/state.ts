import { buildCatalogue } from './catalogue/catalogue.js';
import type { Catalogue } from './catalogue/catalogue.js';
import { CapacityStore } from './catalogue/capacity.js';
import { BookingStore } from './bookings/booking-store.js';
import { buildPools } from './bookings/seeded-history.js';
import type { SimConfig } from './config.js';
import { IdentityStore } from './identity/identity-store.js';
import { Outbox } from './marketing/outbox.js';
import { SubscriberStore } from './marketing/subscribers.js';
import { PaymentStore } from './payments/payment-store.js';
import { createClock } from './util/clock.js';
import type { Clock } from './util/clock.js';

/** Everything the simulator holds; `reset()` puts it back to the seeded state. */
export class SimState {
  readonly clock: Clock;
  catalogue!: Catalogue;
  capacity!: CapacityStore;
  identity!: IdentityStore;
  bookings!: BookingStore;
  payments!: PaymentStore;
  outbox!: Outbox;
  subscribers!: SubscriberStore;
  /** Base URL for absolute links, known once the server listens. */
  publicUrl = '';

  constructor(readonly config: SimConfig) {
    this.clock = createClock(config.today);
    this.build();
  }

  private build(): void {
    const today = this.clock.today();
    this.catalogue = buildCatalogue(this.config.seed, today);
    this.capacity = new CapacityStore(this.catalogue, this.config.seed, today);
    this.identity = new IdentityStore(this.config.tokenTtlSeconds);
    const agencies = this.identity.all();
    this.bookings = new BookingStore(
      {
        seed: this.config.seed,
        today,
        catalogue: this.catalogue,
        capacity: this.capacity,
        agencies,
        pools: buildPools(this.catalogue, agencies),
      },
      this.config.bookings,
    );
    this.payments = new PaymentStore();
    this.outbox = new Outbox();
    this.subscribers = new SubscriberStore();
  }

  /** Back to the seeded state (catalogue, capacity, logins, bookings, payments, outbox). */
  reset(): void {
    this.build();
  }
}
