/**
 * The header the portal's HTTP server requires on every GraphQL request (its CSRF check, README
 * "The server"): a form or a plain link on another site cannot add a header, so such a request is refused.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
