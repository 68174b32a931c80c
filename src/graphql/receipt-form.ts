import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ReceiptFormFrameAddressDocument, type ReceiptFormPlacement } from './__generated__/graphql';
import type { ReceiptFormAddress } from '../components/receipt-form-frame';
import { errorMessage } from './errors';


/**
 * Asks the server for the external receipt form's address, with the member's encrypted token. A fresh
 * address on every visit: the token inside it carries the time it was issued.
 */
export function useReceiptFormAddress(placement: ReceiptFormPlacement): ReceiptFormAddress {
  const { data, error, loading } = useQuery(ReceiptFormFrameAddressDocument, {
    variables: { placement },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });

  useEffect(() => {
    if (!error) return;
    // The details an administrator needs (docs/product.md, "Error messages and notices": the message points them to the console).
    const reasons = CombinedGraphQLErrors.is(error) ? error.errors.map((item) => item.extensions?.reason ?? item.message) : [error.message];
    console.error('Receipt form address could not be produced:', ...reasons, error);
  }, [error]);

  return { form: data?.receiptForm ?? null, loading, failure: error ? errorMessage(error).message.trim() : null };
}
