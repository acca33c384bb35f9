/** How far a report has got: provider pages and bookings read, as the gateway tells them. */
export interface ProgressState {
  pagesRead: number;
  /** Null until the first page is read. */
  totalPages: number | null;
  bookingsScanned: number;
}

/** Where progress goes: standard error, a terminal or not. */
export interface ProgressSink {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** Width of the terminal bar, in characters. */
const BAR_WIDTH = 24;

/** Whole seconds of `ms`, e.g. '14s'. */
function seconds(ms: number): string {
  return `${Math.floor(ms / 1000)}s`;
}

/**
 * One progress line: pages read (of the total once known), bookings scanned, elapsed seconds; on a terminal with
 * a bar in front, e.g. `[######------------------] 12/48 pages · 12,000 bookings · 14s`.
 */
export function progressLine(state: ProgressState, elapsedMs: number, bar: boolean): string {
  const pages = state.totalPages === null ? `${state.pagesRead}` : `${state.pagesRead}/${state.totalPages}`;
  const text = `${pages} pages · ${state.bookingsScanned.toLocaleString('en-GB')} bookings · ${seconds(elapsedMs)}`;
  if (!bar) return text;
  const share = state.totalPages ? Math.min(1, state.pagesRead / state.totalPages) : 0;
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${text}`;
}

/**
 * Progress on standard error for a report that runs longer than `afterMs` (a short one prints nothing between its
 * first and last line): on a terminal one bar redrawn in place, otherwise a plain line each time `update` is called
 * with news (scripts and log files get whole lines).
 */
export class Progress {
  readonly #started = Date.now();
  readonly #sink: ProgressSink;
  readonly #afterMs: number;
  #drawn = false;
  #last = '';

  constructor(sink: ProgressSink, afterMs: number) {
    this.#sink = sink;
    this.#afterMs = afterMs;
  }

  /** Milliseconds since the report started. */
  get elapsedMs(): number {
    return Date.now() - this.#started;
  }

  /** Shows `state` once the report has run `afterMs`. */
  update(state: ProgressState): void {
    if (this.elapsedMs < this.#afterMs) return;
    const line = progressLine(state, this.elapsedMs, this.#sink.isTTY === true);
    if (line === this.#last) return;
    this.#last = line;
    if (this.#sink.isTTY) {
      this.#sink.write(`\r\x1b[2K${line}`);
      this.#drawn = true;
    } else {
      this.#sink.write(`Progress: ${line}\n`);
    }
  }

  /** Ends the bar's line on a terminal, so what follows starts on its own line. */
  finish(): void {
    if (this.#drawn) this.#sink.write('\n');
    this.#drawn = false;
  }
}
