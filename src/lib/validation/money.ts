/** Validation rules of the money screens, shared by forms and resolvers. */
export {};
