import 'react-router';

/** Route middleware (the agent guard) and its typed `context` (React Router future flag v8_middleware). */
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
