/**
 * `build` run once per parent object: the value is kept in a WeakMap keyed by the parent, so the sibling fields
 * of one GraphQL object (a quote's seven money figures and its lines) share one computation and it is dropped
 * with the parent. `build` must depend on the parent alone (never on the request: a parent may be a cached
 * provider answer shared by requests); an error thrown is not kept, each field then reports it.
 */
export function perParent<P extends object, R>(build: (parent: P) => R): (parent: P) => R {
  const built = new WeakMap<P, R>();
  return (parent) => {
    if (built.has(parent)) return built.get(parent)!;
    const value = build(parent);
    built.set(parent, value);
    return value;
  };
}
