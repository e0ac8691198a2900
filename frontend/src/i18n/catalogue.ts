/**
 * The shape every translation of a namespace must have: the same keys as the Portuguese
 * catalogue, with any string as value. A key missing from a translation fails the typecheck
 * instead of silently falling back to Portuguese at runtime.
 */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]>;
};
