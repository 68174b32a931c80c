import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { useApolloClient } from '@apollo/client/react';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useMemo } from 'react';
import { createLinkFetcher } from './fetcher';

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

/** GraphiQL 5 with the documentation explorer open. Loaded lazily: it is large. */
export default function GraphiQLPanel() {
  const client = useApolloClient();
  // GraphiQL types results as graphql-ws's ExecutionResult; ours are the serialisable form it reads.
  const fetcher = useMemo(() => createLinkFetcher(client) as unknown as GraphiQLProps['fetcher'], [client]);
  return <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} forcedTheme="light" visiblePlugin="Documentation Explorer" />;
}
