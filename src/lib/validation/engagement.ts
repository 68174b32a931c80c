/** Validation rules of the engagement screens, shared by forms and resolvers. */
export {};
