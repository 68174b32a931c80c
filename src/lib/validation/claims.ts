/** Validation rules of the claims screens, shared by forms and resolvers. */
export {};
