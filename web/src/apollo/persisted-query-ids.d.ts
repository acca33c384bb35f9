/** The build's persisted query ids (web/persisted-queries.ts): every operation's name and manifest id. */
declare module 'virtual:persisted-query-ids' {
  const manifest: { operations: readonly { id: string; name: string }[] };
  export default manifest;
}
