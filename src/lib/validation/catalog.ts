/** Validation rules of the catalog screens, shared by forms and resolvers. */
export {};
