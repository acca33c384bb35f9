import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The web's test files share one module graph per worker (isolate: false in vitest.config.ts), so every
// component a test rendered is unmounted after it, whichever file it is in.
afterEach(cleanup);
