/**
 * Resolver parents for object types whose argument-taking fields (a paged `activity`, a filtered
 * `rewards(category)`) are resolved by field resolvers. The parent carries every eager field plus the
 * hidden rows those field resolvers read; the GraphQL layer only ever sees the resolved fields.
 */
export function withFieldResolvers<T, Lazy extends keyof T, Hidden extends object>(fields: Omit<T, Lazy>, hidden: Hidden): T {
  return { ...fields, ...hidden } as unknown as T;
}

/** The hidden rows a parent built by `withFieldResolvers` carries. */
export function hiddenOf<Hidden extends object>(parent: unknown): Hidden {
  return parent as Hidden;
}
