import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { useApolloClient } from '@apollo/client/react';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { buildSchema } from 'graphql';
import { useMemo, useState } from 'react';
import contract from '../../../schema.graphql?raw';
import { createLinkFetcher } from './fetcher';

/**
 * The documentation GraphiQL shows. The in-browser server runs a build of the contract without its
 * descriptions (build/runtime-contract.ts), so GraphiQL reads the whole schema.graphql for its docs;
 * a real server (VITE_GRAPHQL_URL) is asked for its own schema instead.
 */
const documentedSchema = import.meta.env.VITE_GRAPHQL_URL ? undefined : buildSchema(contract);

/** The query GraphiQL opens with the first time: the session it runs as. */
export const DEFAULT_QUERY = `query CurrentSession {
  viewer {
    authenticated
    role
    user {
      name
      dealershipName
      location
    }
  }
  notifications {
    unreadCount
  }
}
`;

/**
 * Screens at least this wide (the theme's lg breakpoint) have room for the documentation explorer
 * beside the editors; narrower ones open on the editors, and the sidebar's docs button shows the docs.
 */
const DOCS_OPEN_QUERY = '(min-width: 1024px)';

function docsFitBesideEditors() {
  return typeof window.matchMedia !== 'function' || window.matchMedia(DOCS_OPEN_QUERY).matches;
}

/**
 * GraphiQL 5, with the documentation explorer open on large screens. Loaded lazily: it is large.
 */
export default function GraphiQLPanel() {
  const client = useApolloClient();
  // Read once: GraphiQL treats a change of this prop as opening or closing the docs.
  const [docsOpen] = useState(docsFitBesideEditors);
  // GraphiQL types results as graphql-ws's ExecutionResult; ours are the serialisable form it reads.
  const fetcher = useMemo(() => createLinkFetcher(client) as unknown as GraphiQLProps['fetcher'], [client]);
  return (
    <GraphiQL
      fetcher={fetcher}
      schema={documentedSchema}
      defaultQuery={DEFAULT_QUERY}
      forcedTheme="light"
      visiblePlugin={docsOpen ? 'Documentation Explorer' : undefined}
    />
  );
}
